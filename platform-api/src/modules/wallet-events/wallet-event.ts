// What one realtime event holds: a balance to reload, a decided deposit or withdrawal with the
// player's notification in it, a brand's jackpot pool to reload, a login session that ended, or a
// change of a brand's payments queue (staff). Each is written to the outbox (outbox.ts) in the
// transaction of the change it announces.

import { PaymentNotificationSchema, PaymentQueueChangeSchema } from '@croupier/contracts';
import { Type, type Static } from '@sinclair/typebox';

export const WalletEventSchema = Type.Union([
  Type.Object({
    kind: Type.Literal('balanceChanged'),
    playerId: Type.String(),
    brandUsername: Type.String(),
  }),
  Type.Composite([
    Type.Object({ kind: Type.Literal('paymentDecided'), brandId: Type.String() }),
    PaymentNotificationSchema,
  ]),
  Type.Object({ kind: Type.Literal('jackpotChanged'), brandId: Type.String() }),
  /** Its token's hash in hex: the connections it authenticated close. */
  Type.Object({ kind: Type.Literal('loginSessionEnded'), tokenHash: Type.String() }),
  /** Written by the trigger payment_queue_announce. */
  Type.Composite([
    Type.Object({ kind: Type.Literal('paymentQueueChanged') }),
    PaymentQueueChangeSchema,
  ]),
]);
export type WalletEvent = Static<typeof WalletEventSchema>;

/** An event as the outbox delivers it: its row id, and its place in its player's sequence. */
export const DeliveredEventSchema = Type.Object({
  id: Type.String({ pattern: '^[0-9]+$' }),
  playerId: Type.Union([Type.String(), Type.Null()]),
  sequence: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  event: WalletEventSchema,
});
export type DeliveredEvent = Static<typeof DeliveredEventSchema>;
