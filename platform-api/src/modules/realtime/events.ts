// The wallet's events as they arrive from NOTIFY: checked, since anyone with database access can
// notify the channel.

import { Value } from '@sinclair/typebox/value';

import { type WalletEvent, WalletEventSchema } from '../wallet-events/index.js';

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
