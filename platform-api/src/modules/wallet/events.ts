// Wallet events for the realtime service. They travel through PostgreSQL NOTIFY, sent inside the
// transaction that moved the money, so every API process hears of a change exactly when it
// commits and never of one that rolled back.

import assert from 'node:assert/strict';

import type {
  DepoWdNotification,
  DepoWdReportItem,
  NewBalanceEvent,
} from '../../../../shared/src/wallet/types.js';
import type { Queryable } from '../../db/pool.js';
import { brandUsername } from '../auth/user-data.js';
import { atCurrencyScale } from '../catalog/repository.js';
import { listRecentDepoWd } from '../payments/repository.js';
import { walletEntries } from './balances.js';
import { findWalletProfile } from './repository.js';

export const WALLET_EVENTS_CHANNEL = 'croupier_events';
/** NOTIFY refuses payloads of 8000 bytes or more; events are small by design. */
const MAX_PAYLOAD_BYTES = 7999;

export type WalletEvent =
  | { kind: 'balanceChanged'; playerId: string; brandUsername: string }
  | ({ kind: 'depoWdDecided'; brandId: string } & DepoWdNotification);

/** The NOTIFY payload of `event` on WALLET_EVENTS_CHANNEL. */
export function walletEventPayload(event: WalletEvent): string {
  const payload = JSON.stringify(event);
  assert.ok(Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES, `event too large: ${payload}`);
  return payload;
}

/** Queues `event` on `client`'s transaction; it is delivered when that transaction commits. */
export async function publishWalletEvent(client: Queryable, event: WalletEvent): Promise<void> {
  await client.query('SELECT pg_notify($1, $2)', [
    WALLET_EVENTS_CHANNEL,
    walletEventPayload(event),
  ]);
}

/** What `subscription newBalance` sends: balances without deposit addresses. */
export async function loadBalanceSnapshot(
  db: Queryable,
  playerId: string,
): Promise<NewBalanceEvent> {
  const profile = await findWalletProfile(db, playerId);
  if (profile === null) throw new Error(`No player ${playerId}`);
  return {
    walletBalance: await walletEntries(db, playerId),
    activeWallet: profile.activeWallet,
    brandUsername: brandUsername(profile.brandId, profile.username),
  };
}

/** `query getDepoWd`: the brand's latest approved deposits and withdrawals, usernames masked. */
export async function recentDepoWd(
  db: Queryable,
  brandId: string,
  limit: number,
): Promise<DepoWdReportItem[]> {
  const rows = await listRecentDepoWd(db, brandId, limit);
  return rows.map((row) => ({
    amount: atCurrencyScale(row.amount, row.scale),
    currency: row.currency,
    currencyLogo: row.currencyLogo,
    username: maskUsername(row.username),
    transactionType: row.transactionType === 'DEPOSIT' ? 'deposit' : 'withdraw',
  }));
}

/** `abcdefyz` → `ab***yz`: recognisable to its owner, not to other players. */
export function maskUsername(username: string): string {
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}
