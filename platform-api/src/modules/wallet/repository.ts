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

/** A currency with its limits and the player's balances in it. */
export interface Wallet extends CurrencyWithLimits {
  /** NUMERIC as text: the player account's balance. */
  available: string;
  /** NUMERIC as text: the sum of the player's pending withdrawals. */
  held: string;
}

/** WalletProfile as json_build_object arguments over `players player`. */
const WALLET_PROFILE_FIELDS = `
  'playerId', player.id, 'brandId', player.brand_id, 'username', player.username,
  'activeWallet', COALESCE(player.active_wallet, player.currency),
  'addressIndex', player.address_index`;

/** A wallet's columns over `WALLET_SOURCES`. */
const WALLET_COLUMNS = `${CURRENCY_WITH_LIMITS_COLUMNS},
  COALESCE(account.balance, 0)::text AS available,
  COALESCE(held.amount, 0)::text AS held`;

/** One row per currency with the balances of player `$1`; currencies never used are zero. */
const WALLET_SOURCES = `
  currencies currency
  JOIN wallet_limits limits ON limits.currency = currency.code
  LEFT JOIN ledger_accounts account
    ON account.player_id = $1 AND account.currency = currency.code
  LEFT JOIN (
    SELECT currency, sum(amount) AS amount FROM depo_wd_transactions
    WHERE player_id = $1 AND transaction_type = 'WITHDRAW' AND status = 'PENDING'
    GROUP BY currency) held ON held.currency = currency.code`;

/** One wallet per currency, in catalogue order. */
export async function listWallets(db: Queryable, playerId: string): Promise<Wallet[]> {
  const { rows } = await db.query<Wallet>(
    `SELECT ${WALLET_COLUMNS} FROM ${WALLET_SOURCES} ORDER BY currency.sort`,
    [playerId],
  );
  return rows;
}

/** Everything get-balance2 shows. */
export interface BalanceSheet {
  profile: WalletProfile;
  wallets: Wallet[];
  /** The player's deposit addresses stored so far, by network. */
  addresses: Partial<Record<string, string>>;
}

/**
 * One statement, prepared once per connection: every page of a logged-in player asks for it, and
 * the API's throughput is bounded by its round trips to PostgreSQL.
 */
export async function findBalanceSheet(
  db: Queryable,
  playerId: string,
): Promise<BalanceSheet | null> {
  const { rows } = await db.query<Wallet & Pick<BalanceSheet, 'profile' | 'addresses'>>({
    name: 'wallet-balance-sheet',
    text: `SELECT ${WALLET_COLUMNS},
             json_build_object(${WALLET_PROFILE_FIELDS}) AS profile,
             (SELECT COALESCE(json_object_agg(network, address), '{}')
              FROM crypto_addresses WHERE player_id = $1) AS addresses
           FROM players player CROSS JOIN ${WALLET_SOURCES}
           WHERE player.id = $1
           ORDER BY currency.sort`,
    values: [playerId],
  });
  const first = rows[0];
  if (first === undefined) return null;
  return {
    profile: first.profile,
    wallets: rows.map(({ profile: _profile, addresses: _addresses, ...wallet }) => wallet),
    addresses: first.addresses,
  };
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
