// What one wallet event on WALLET_EVENTS_CHANNEL holds: a balance to reload, or a decided deposit
// or withdrawal with the player's notification in it.

import { DepoWdNotificationSchema } from '@croupier/contracts';
import { Type, type Static } from '@sinclair/typebox';

export const WalletEventSchema = Type.Union([
  Type.Object({
    kind: Type.Literal('balanceChanged'),
    playerId: Type.String(),
    brandUsername: Type.String(),
  }),
  Type.Composite([
    Type.Object({ kind: Type.Literal('paymentDecided'), brandId: Type.String() }),
    DepoWdNotificationSchema,
  ]),
]);
export type WalletEvent = Static<typeof WalletEventSchema>;
