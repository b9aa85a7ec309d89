// The wallet's events as they arrive from NOTIFY: checked, since anyone with database access can
// notify the channel.

import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

import type { WalletEvent } from '../wallet-events/index.js';

const WalletEventSchema = Type.Union([
  Type.Object({
    kind: Type.Literal('balanceChanged'),
    playerId: Type.String(),
    brandUsername: Type.String(),
  }),
  Type.Object({
    kind: Type.Literal('paymentDecided'),
    brandId: Type.String(),
    brandUsername: Type.String(),
    amount: Type.String(),
    currency: Type.String(),
    transactionStatus: Type.Union([Type.Literal('success'), Type.Literal('declined')]),
    transactionType: Type.Union([Type.Literal('deposit'), Type.Literal('withdraw')]),
  }),
]);

/** The event in a NOTIFY payload, or null when it is not one. */
export function parseWalletEvent(payload: string): WalletEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  return Value.Check(WalletEventSchema, value) ? value : null;
}
