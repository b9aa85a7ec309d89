export {
  createWalletEventBatcher,
  type MoneyRoutesOptions,
  publishAfterCommit,
  WALLET_EVENTS_CHANNEL,
  type WalletEventBatcher,
} from './publishing.js';
export { type WalletEvent, WalletEventSchema } from './wallet-event.js';
