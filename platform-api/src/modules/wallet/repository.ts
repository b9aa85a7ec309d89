import type { Queryable } from '../../db/pool.js';
import type { Currency } from '../catalog/repository.js';

/** A currency with its deposit and withdrawal limits (NUMERIC as text). */
export interface CurrencyWithLimits extends Currency {
  minDeposit: string;
  maxDeposit: string;
  minWithdraw: string;
  maxWithdraw: string;
}

const CURRENCY_WITH_LIMITS_COLUMNS = `
  currency.code AS currency, currency.name, currency.type, currency.scale, currency.symbol,
  currency.logo, currency.networks,
  limits.min_deposit::text AS "minDeposit", limits.max_deposit::text AS "maxDeposit",
  limits.min_withdraw::text AS "minWithdraw", limits.max_withdraw::text AS "maxWithdraw"`;

/** Every currency; the seed gives each one its limits. */
export async function listCurrenciesWithLimits(db: Queryable): Promise<CurrencyWithLimits[]> {
  const { rows } = await db.query<CurrencyWithLimits>(
    `SELECT ${CURRENCY_WITH_LIMITS_COLUMNS}
     FROM currencies currency JOIN wallet_limits limits ON limits.currency = currency.code
     ORDER BY currency.sort`,
  );
  return rows;
}

export async function findCurrencyWithLimits(
  db: Queryable,
  code: string,
): Promise<CurrencyWithLimits | null> {
  const { rows } = await db.query<CurrencyWithLimits>(
    `SELECT ${CURRENCY_WITH_LIMITS_COLUMNS}
     FROM currencies currency JOIN wallet_limits limits ON limits.currency = currency.code
     WHERE currency.code = $1`,
    [code],
  );
  return rows[0] ?? null;
}

export interface WalletRow {
  currency: string;
  scale: number;
  /** NUMERIC as text: the player account's balance. */
  available: string;
  /** NUMERIC as text: the sum of the player's pending withdrawals. */
  held: string;
}

/** One row per currency, in catalogue order; currencies never used are zero. */
export async function listWalletRows(db: Queryable, playerId: string): Promise<WalletRow[]> {
  const { rows } = await db.query<WalletRow>(
    `SELECT currency.code AS currency, currency.scale,
            COALESCE(account.balance, 0)::text AS available,
            COALESCE(held.amount, 0)::text AS held
     FROM currencies currency
     LEFT JOIN ledger_accounts account
       ON account.player_id = $1 AND account.currency = currency.code
     LEFT JOIN (
       SELECT currency, sum(amount) AS amount FROM depo_wd_transactions
       WHERE player_id = $1 AND transaction_type = 'WITHDRAW' AND status = 'PENDING'
       GROUP BY currency) held ON held.currency = currency.code
     ORDER BY currency.sort`,
    [playerId],
  );
  return rows;
}

export interface WalletProfile {
  playerId: string;
  brandId: string;
  username: string;
  /** The chosen wallet, else the registration currency. */
  activeWallet: string;
  /** The player's step in BIP32 address paths. */
  addressIndex: number;
}

export async function findWalletProfile(
  db: Queryable,
  playerId: string,
): Promise<WalletProfile | null> {
  const { rows } = await db.query<WalletProfile>(
    `SELECT id AS "playerId", brand_id AS "brandId", username,
            COALESCE(active_wallet, currency) AS "activeWallet", address_index AS "addressIndex"
     FROM players WHERE id = $1`,
    [playerId],
  );
  return rows[0] ?? null;
}

export async function updateActiveWallet(
  db: Queryable,
  playerId: string,
  currency: string,
): Promise<void> {
  await db.query('UPDATE players SET active_wallet = $2, updated_at = now() WHERE id = $1', [
    playerId,
    currency,
  ]);
}

export interface IssuedAddress {
  address: string;
  playerId: string;
  network: string;
  derivationPath: string;
}

/** Records an address; issuing the same one again changes nothing. */
export async function insertCryptoAddress(db: Queryable, issued: IssuedAddress): Promise<void> {
  await db.query(
    `INSERT INTO crypto_addresses (address, player_id, network, derivation_path)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [issued.address, issued.playerId, issued.network, issued.derivationPath],
  );
}

export async function findCryptoAddress(
  db: Queryable,
  address: string,
): Promise<IssuedAddress | null> {
  const { rows } = await db.query<IssuedAddress>(
    `SELECT address, player_id AS "playerId", network, derivation_path AS "derivationPath"
     FROM crypto_addresses WHERE address = $1`,
    [address],
  );
  return rows[0] ?? null;
}

export async function findCryptoAddressOf(
  db: Queryable,
  playerId: string,
  network: string,
): Promise<string | null> {
  const { rows } = await db.query<{ address: string }>(
    'SELECT address FROM crypto_addresses WHERE player_id = $1 AND network = $2',
    [playerId, network],
  );
  return rows[0]?.address ?? null;
}
