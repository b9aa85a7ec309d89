export { createNotifyTransport, WALLET_EVENTS_CHANNEL } from './notify-transport.js';
export { addOutboxEvent, oldestUndeliveredSeconds } from './outbox.js';
export {
  deliverAfterCommit,
  type MoneyRoutesOptions,
  type OutboxRelay,
  startOutboxRelay,
} from './relay.js';
export type { EventReceiver, EventTransport } from './transport.js';
export {
  type DeliveredEvent,
  DeliveredEventSchema,
  type WalletEvent,
  WalletEventSchema,
} from './wallet-event.js';
export { outboxHealthRoute } from './health-route.js';
export { type RealtimeEvents, startRealtimeEvents } from './realtime-events.js';
