import type { Queryable } from '../../db/pool.js';
import type { Currency } from '../catalog/index.js';

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

/**
 * `amount` as text with exactly its currency's decimal places (`currency.scale`), or NULL when
 * that would round it: amounts are stored within their scale, so NULL means a broken invariant.
 */
const atScale = (amount: string) =>
  `CASE WHEN ${amount} = round(${amount}, currency.scale)
     THEN round(${amount}, currency.scale)::text END`;

/**
 * Limits, the player account's balance (available), its pending withdrawals (held) and the active
 * bonus grant's money (bonus).
 */
export type WalletAmountField =
  'minDeposit' | 'maxDeposit' | 'minWithdraw' | 'maxWithdraw' | 'available' | 'held' | 'bonus';

/** A currency with its limits and the player's balances in it, each amount at its scale. */
export type Wallet = Currency & Record<WalletAmountField, string | null>;

/** WalletProfile as json_build_object arguments over `players player`. */
const WALLET_PROFILE_FIELDS = `
  'playerId', player.id, 'brandId', player.brand_id, 'username', player.username,
  'activeWallet', COALESCE(player.active_wallet, player.currency),
  'addressIndex', player.address_index`;

/** A Wallet as json_build_object arguments over `WALLET_SOURCES`. */
const WALLET_FIELDS = `
  'currency', currency.code, 'name', currency.name, 'type', currency.type,
  'scale', currency.scale, 'symbol', currency.symbol, 'logo', currency.logo,
  'networks', currency.networks,
  'minDeposit', ${atScale('limits.min_deposit')}, 'maxDeposit', ${atScale('limits.max_deposit')},
  'minWithdraw', ${atScale('limits.min_withdraw')}, 'maxWithdraw', ${atScale('limits.max_withdraw')},
  'available', ${atScale('COALESCE(account.balance, 0)')},
  'held', ${atScale('COALESCE(held.amount, 0)')},
  'bonus', ${atScale('COALESCE(bonus.balance, 0)')}`;

/** One row per currency with the balances of player `$1`; currencies never used are zero. */
const WALLET_SOURCES = `
  currencies currency
  JOIN wallet_limits limits ON limits.currency = currency.code
  LEFT JOIN ledger_accounts account
    ON account.player_id = $1 AND account.currency = currency.code
  LEFT JOIN (
    SELECT currency, sum(amount) AS amount FROM payments
    WHERE player_id = $1 AND transaction_type = 'WITHDRAW' AND status = 'pending'
    GROUP BY currency) held ON held.currency = currency.code
  LEFT JOIN bonus_grants active_grant ON active_grant.player_id = $1
    AND active_grant.currency = currency.code AND active_grant.status = 'active'
  LEFT JOIN ledger_accounts bonus ON bonus.bonus_grant_id = active_grant.id`;

/** The player's wallets, in catalogue order, as one JSON array. */
const WALLETS_JSON = `(SELECT json_agg(json_build_object(${WALLET_FIELDS}) ORDER BY currency.sort)
  FROM ${WALLET_SOURCES})`;

/** One wallet per currency, in catalogue order. */
export async function listWallets(db: Queryable, playerId: string): Promise<Wallet[]> {
  const { rows } = await db.query<{ wallets: Wallet[] }>({
    name: 'wallet-list',
    text: `SELECT ${WALLETS_JSON} AS wallets`,
    values: [playerId],
  });
  return rows[0]?.wallets ?? [];
}

/** Everything get-balance2 shows. */
export interface BalanceSheet {
  profile: WalletProfile;
  wallets: Wallet[];
  /** The player's deposit addresses stored so far, by network. */
  addresses: Partial<Record<string, string>>;
}

/**
 * One statement, prepared once per connection, answering one JSON value: every page of a
 * logged-in player asks for it, and building the answer in PostgreSQL costs less than parsing
 * a row per currency and formatting its amounts in the API.
 */
export async function findBalanceSheet(
  db: Queryable,
  playerId: string,
): Promise<BalanceSheet | null> {
  const { rows } = await db.query<{ sheet: BalanceSheet }>({
    name: 'wallet-balance-sheet',
    text: `SELECT json_build_object(
             'profile', json_build_object(${WALLET_PROFILE_FIELDS}),
             'wallets', ${WALLETS_JSON},
             'addresses', (SELECT COALESCE(json_object_agg(network, address), '{}')
                           FROM crypto_addresses WHERE player_id = $1)) AS sheet
           FROM players player
           WHERE player.id = $1`,
    values: [playerId],
  });
  return rows[0]?.sheet ?? null;
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
  const { rows } = await db.query<{ profile: WalletProfile }>(
    `SELECT json_build_object(${WALLET_PROFILE_FIELDS}) AS profile
     FROM players player WHERE player.id = $1`,
    [playerId],
  );
  return rows[0]?.profile ?? null;
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

/** Records addresses in one statement; one issued already (by a concurrent call) stays. */
export async function insertCryptoAddresses(
  db: Queryable,
  playerId: string,
  issued: { network: string; address: string; derivationPath: string }[],
): Promise<void> {
  await db.query(
    `INSERT INTO crypto_addresses (address, player_id, network, derivation_path)
     SELECT address, $1, network, derivation_path
     FROM unnest($2::text[], $3::text[], $4::text[]) AS issued (address, network, derivation_path)
     ON CONFLICT DO NOTHING`,
    [
      playerId,
      issued.map((address) => address.address),
      issued.map((address) => address.network),
      issued.map((address) => address.derivationPath),
    ],
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

/** The player's addresses by network. */
export async function listCryptoAddressesOf(
  db: Queryable,
  playerId: string,
): Promise<Partial<Record<string, string>>> {
  const { rows } = await db.query<{ network: string; address: string }>({
    name: 'wallet-list-crypto-addresses',
    text: 'SELECT network, address FROM crypto_addresses WHERE player_id = $1',
    values: [playerId],
  });
  return Object.fromEntries(rows.map((row) => [row.network, row.address]));
}
