// What one wallet event on WALLET_EVENTS_CHANNEL holds: a balance to reload, a decided deposit or
// withdrawal with the player's notification in it, or a brand's jackpot pool to reload.

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
  Type.Object({ kind: Type.Literal('jackpotChanged'), brandId: Type.String() }),
]);
export type WalletEvent = Static<typeof WalletEventSchema>;
