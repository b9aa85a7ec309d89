export {
  createWalletEventBatcher,
  publishAfterCommit,
  WALLET_EVENTS_CHANNEL,
  type WalletEvent,
  type WalletEventBatcher,
} from './publishing.js';
