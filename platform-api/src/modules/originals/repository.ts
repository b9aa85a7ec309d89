import { randomBytes } from 'node:crypto';

import type { Queryable } from '../../db/pool.js';
import { newServerSeed, serverSeedHash } from './fair-random.js';
import type { OriginalGame } from './games.js';

/** GLI-19 3.3.2(c): a server seed serves at most this many bets … */
export const SEED_MAX_BETS = 10_000;
/** … and at most this long. */
export const SEED_MAX_DAYS = 30;

export interface SeedPair {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
  /** Whether the pair reached its bet or age bound. */
  due: boolean;
}

const SEED_COLUMNS = `id, server_seed AS "serverSeed", server_seed_hash AS "serverSeedHash",
  client_seed AS "clientSeed", next_nonce AS "nextNonce",
  (next_nonce >= ${SEED_MAX_BETS} OR created_at <= now() - interval '${SEED_MAX_DAYS} days') AS due`;

const newClientSeed = () => randomBytes(8).toString('hex');

async function insertSeed(db: Queryable, playerId: string, clientSeed: string): Promise<void> {
  const serverSeed = newServerSeed();
  await db.query(
    `INSERT INTO originals_seeds (player_id, server_seed, server_seed_hash, client_seed)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (player_id) WHERE revealed_at IS NULL DO NOTHING`,
    [playerId, serverSeed, serverSeedHash(serverSeed), clientSeed],
  );
}

/** The player's active pair, created at first use; `lock` holds it for this transaction. */
export async function activeSeed(
  db: Queryable,
  playerId: string,
  { lock }: { lock: boolean },
): Promise<SeedPair> {
  const select = `SELECT ${SEED_COLUMNS} FROM originals_seeds
    WHERE player_id = $1 AND revealed_at IS NULL ${lock ? 'FOR UPDATE' : ''}`;
  const found = await db.query<SeedPair>(select, [playerId]);
  if (found.rows[0]) return found.rows[0];
  await insertSeed(db, playerId, newClientSeed());
  const created = await db.query<SeedPair>(select, [playerId]);
  const seed = created.rows[0];
  if (!seed) throw new Error(`Player ${playerId} has no active seed pair`);
  return seed;
}

/** Reveals the active pair (locked by the caller) and starts a new one; returns the new one. */
export async function rotateSeed(
  db: Queryable,
  playerId: string,
  active: SeedPair,
  clientSeed: string | undefined,
): Promise<SeedPair> {
  await db.query('UPDATE originals_seeds SET revealed_at = now() WHERE id = $1', [active.id]);
  await insertSeed(db, playerId, clientSeed ?? active.clientSeed);
  return activeSeed(db, playerId, { lock: true });
}

/** Takes the pair's next nonce. */
export async function takeNonce(db: Queryable, seed: SeedPair): Promise<number> {
  await db.query('UPDATE originals_seeds SET next_nonce = next_nonce + 1 WHERE id = $1', [seed.id]);
  return seed.nextNonce;
}

export interface RevealedSeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  lastNonce: number | null;
}

/** The pair rotated out last, its server seed shown; null before the first rotation. */
export async function previousSeed(
  db: Queryable,
  playerId: string,
): Promise<RevealedSeedPair | null> {
  const { rows } = await db.query<RevealedSeedPair>(
    `SELECT server_seed AS "serverSeed", server_seed_hash AS "serverSeedHash",
            client_seed AS "clientSeed", NULLIF(next_nonce, 0) - 1 AS "lastNonce"
     FROM originals_seeds WHERE player_id = $1 AND revealed_at IS NOT NULL
     ORDER BY revealed_at DESC, created_at DESC LIMIT 1`,
    [playerId],
  );
  return rows[0] ?? null;
}

export interface GameSettings {
  enabled: boolean;
  edge: string;
  scale: number;
  minStake: string | null;
  maxStake: string | null;
  maxPayout: string | null;
}

/** The brand's settings of `game` in `currency` (defaults: on, 1 % edge, no bounds); null for an unknown currency. */
export async function gameSettings(
  db: Queryable,
  brandId: string,
  game: OriginalGame,
  currency: string,
): Promise<GameSettings | null> {
  const { rows } = await db.query<GameSettings>(
    `SELECT COALESCE(setting.enabled, true) AS enabled,
            trim_scale(COALESCE(setting.edge, 0.01))::text AS edge, currency.scale,
            trim_scale(bound.min_stake)::text AS "minStake",
            trim_scale(bound.max_stake)::text AS "maxStake",
            trim_scale(bound.max_payout)::text AS "maxPayout"
     FROM currencies currency
     LEFT JOIN originals_settings setting ON setting.brand_id = $1 AND setting.game = $2
     LEFT JOIN originals_limits bound
       ON bound.brand_id = $1 AND bound.game = $2 AND bound.currency = currency.code
     WHERE currency.code = $3`,
    [brandId, game, currency],
  );
  return rows[0] ?? null;
}

/** A provider session for one round's gateway calls. */
export async function insertRoundSession(
  db: Queryable,
  playerId: string,
  game: OriginalGame,
  currency: string,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO provider_sessions (player_id, gpid, game_code, currency, expires_at)
     VALUES ($1, 'ORIG', $2, $3, now() + interval '1 hour') RETURNING id`,
    [playerId, game, currency],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('provider session insert returned nothing');
  return id;
}

/** Ledger transfer ids of the round's gateway calls, in order. */
export async function transferIdsOf(db: Queryable, transactionIds: string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text FROM ledger_transfers WHERE idempotency_key = ANY($1) ORDER BY id`,
    [transactionIds.map((transactionId) => `game:ORIG:${transactionId}`)],
  );
  return rows.map(({ id }) => id);
}

export interface NewRound {
  id: string;
  playerId: string;
  game: OriginalGame;
  currency: string;
  amount: string;
  params: object;
  seedId: string;
  nonce: number;
  edge: string;
  sessionId: string;
}

export async function insertRound(db: Queryable, round: NewRound): Promise<void> {
  await db.query(
    `INSERT INTO originals_rounds (id, player_id, game, currency, amount, params, seed_id, nonce,
                                   edge, session_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      round.id,
      round.playerId,
      round.game,
      round.currency,
      round.amount,
      round.params,
      round.seedId,
      round.nonce,
      round.edge,
      round.sessionId,
    ],
  );
}

export async function settleRound(
  db: Queryable,
  roundId: string,
  record: object,
  settledAt: string,
): Promise<void> {
  await db.query(
    `UPDATE originals_rounds SET status = 'settled', record = $2, settled_at = $3 WHERE id = $1`,
    [roundId, record, settledAt],
  );
}

export interface StoredRound {
  id: string;
  game: OriginalGame;
  currency: string;
  amount: string;
  params: Record<string, unknown>;
  nonce: number;
  edge: string;
  sessionId: string;
  revealed: number[];
  status: 'open' | 'settled';
  record: Record<string, unknown> | null;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
}

const ROUND_SELECT = `SELECT round.id, round.game, round.currency,
    trim_scale(round.amount)::text AS amount, round.params, round.nonce,
    trim_scale(round.edge)::text AS edge, round.session_id AS "sessionId", round.revealed,
    round.status, round.record, seed.server_seed AS "serverSeed",
    seed.server_seed_hash AS "serverSeedHash", seed.client_seed AS "clientSeed"
  FROM originals_rounds round JOIN originals_seeds seed ON seed.id = round.seed_id`;

/** The player's round, locked for this transaction when `lock`. */
export async function findRound(
  db: Queryable,
  playerId: string,
  roundId: string,
  { lock }: { lock: boolean },
): Promise<StoredRound | null> {
  const { rows } = await db.query<StoredRound>(
    `${ROUND_SELECT} WHERE round.id = $1 AND round.player_id = $2
     ${lock ? 'FOR UPDATE OF round' : ''}`,
    [roundId, playerId],
  );
  return rows[0] ?? null;
}

/** The player's round still open (a mines round: the others settle at once), or null. */
export async function openRoundOf(db: Queryable, playerId: string): Promise<StoredRound | null> {
  const { rows } = await db.query<StoredRound>(
    `${ROUND_SELECT} WHERE round.player_id = $1 AND round.status = 'open' LIMIT 1`,
    [playerId],
  );
  return rows[0] ?? null;
}

export async function recordReveal(db: Queryable, roundId: string, tile: number): Promise<void> {
  await db.query('UPDATE originals_rounds SET revealed = revealed || $2::integer WHERE id = $1', [
    roundId,
    tile,
  ]);
}

export async function settledRecords(
  db: Queryable,
  playerId: string,
  page: number,
  pageSize: number,
): Promise<{ total: number; records: unknown[] }> {
  const { rows } = await db.query<{ total: number; record: unknown }>(
    `SELECT count(*) OVER ()::integer AS total, record FROM originals_rounds
     WHERE player_id = $1 AND status = 'settled'
     ORDER BY settled_at DESC, id LIMIT $2 OFFSET $3`,
    [playerId, pageSize, (page - 1) * pageSize],
  );
  return { total: rows[0]?.total ?? 0, records: rows.map(({ record }) => record) };
}
