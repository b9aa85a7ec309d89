// The realtime events (GraphQL over subscriptions-transport-ws, docs/api.md#realtime), written to
// an outbox with the change they announce and fanned out to every API process
// (docs/architecture.md, "Realtime events").

import { Type, type Static } from '@sinclair/typebox';

import { DecimalStringSchema, literals } from './api';
import { WalletBalanceSchema } from './wallet';

export const PaymentKindSchema = literals(['deposit', 'withdraw'] as const);

/** `subscription newBalance(brandUsername)`. */
export const NewBalanceEventSchema = Type.Object({
  walletBalance: WalletBalanceSchema,
  activeWallet: Type.String(),
  brandUsername: Type.String(),
  /**
   * The number of the player's latest balance change this snapshot includes, counted per player
   * from 1. Beyond the spec's payload, so clients may ignore it; one that sees a number skipped
   * (or reconnects) may have missed a change and reads its balance again.
   */
  sequence: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type NewBalanceEvent = Static<typeof NewBalanceEventSchema>;

/** `subscription playerNotifDepoWd(brandUsername)`; status 'success' shows as approved. */
export const PaymentNotificationSchema = Type.Object({
  amount: DecimalStringSchema,
  brandUsername: Type.String(),
  currency: Type.String(),
  transactionStatus: literals(['success', 'declined'] as const),
  transactionType: PaymentKindSchema,
});
export type PaymentNotification = Static<typeof PaymentNotificationSchema>;

/** `query getDepoWd(brandId)` items; the username is masked. */
export const PaymentReportItemSchema = Type.Object({
  amount: DecimalStringSchema,
  currency: Type.String(),
  currencyLogo: Type.String(),
  username: Type.String(),
  transactionType: PaymentKindSchema,
});
export type PaymentReportItem = Static<typeof PaymentReportItemSchema>;

/**
 * `subscription jackpot(brandId)`: the brand's progressive jackpot, now, then after it changes
 * (docs/jackpot.md). Visitors may follow it too.
 */
export const JackpotEventSchema = Type.Object({
  brandId: Type.String(),
  currency: Type.String(),
  totalJackpot: DecimalStringSchema,
});
export type JackpotEvent = Static<typeof JackpotEventSchema>;

/** `mutation countLogin`'s answer. */
export const CountLoginAnswerSchema = Type.Object({ message: Type.String() });
export type CountLoginAnswer = Static<typeof CountLoginAnswerSchema>;

/**
 * `subscription paymentQueue` (staff with the role payments, over a socket ticket): a payment of
 * a brand in the staff member's scope entered the queue (`requested`) or left it (`decided`).
 */
export const PaymentQueueChangeSchema = Type.Object({
  brandId: Type.String(),
  transactionId: Type.String(),
  change: literals(['requested', 'decided'] as const),
});
export type PaymentQueueChange = Static<typeof PaymentQueueChangeSchema>;

/** `POST /admin/v1/realtime/ticket`: what a staff session sends once in connection_init. */
export const StaffSocketTicketSchema = Type.Object({
  ticket: Type.String(),
  expiresInSeconds: Type.Integer(),
});
export type StaffSocketTicket = Static<typeof StaffSocketTicketSchema>;
