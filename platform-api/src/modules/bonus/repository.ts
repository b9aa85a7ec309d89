import type { Queryable } from '../../db/pool.js';
import type { PageQuery } from '../../http/paging.js';

export type BonusSource = 'referral' | 'promotion';

export interface BonusRow {
  id: string;
  playerId: string;
  source: BonusSource;
  /** NUMERIC as text. */
  amount: string;
  currency: string;
  scale: number;
  description: string;
  createdAt: Date;
}

export interface NewBonus {
  playerId: string;
  source: BonusSource;
  refereeId: string | null;
  amount: string;
  currency: string;
  description: string;
  transferId: string;
}

const BONUS_COLUMNS = `
  bonus.id, bonus.player_id AS "playerId", bonus.source, bonus.amount::text AS amount,
  bonus.currency, currency.scale, bonus.description, bonus.created_at AS "createdAt"`;

export async function insertBonus(db: Queryable, bonus: NewBonus): Promise<void> {
  await db.query(
    `INSERT INTO bonuses (player_id, source, referee_id, amount, currency, description, transfer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      bonus.playerId,
      bonus.source,
      bonus.refereeId,
      bonus.amount,
      bonus.currency,
      bonus.description,
      bonus.transferId,
    ],
  );
}

export async function findBonusByTransferId(
  db: Queryable,
  transferId: string,
): Promise<BonusRow | null> {
  const { rows } = await db.query<BonusRow>(
    `SELECT ${BONUS_COLUMNS} FROM bonuses bonus
     JOIN currencies currency ON currency.code = bonus.currency
     WHERE bonus.transfer_id = $1`,
    [transferId],
  );
  return rows[0] ?? null;
}

/** The bonus credited by the ledger transfer of `idempotencyKey`, if any. */
export async function findBonusByTransferKey(
  db: Queryable,
  idempotencyKey: string,
): Promise<BonusRow | null> {
  const { rows } = await db.query<BonusRow>(
    `SELECT ${BONUS_COLUMNS} FROM bonuses bonus
     JOIN currencies currency ON currency.code = bonus.currency
     JOIN ledger_transfers transfer ON transfer.id = bonus.transfer_id
     WHERE transfer.idempotency_key = $1`,
    [idempotencyKey],
  );
  return rows[0] ?? null;
}

export async function listBonuses(
  db: Queryable,
  playerId: string,
  { page, pageSize }: PageQuery,
): Promise<{ items: BonusRow[]; total: number }> {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<BonusRow>(
      `SELECT ${BONUS_COLUMNS} FROM bonuses bonus
       JOIN currencies currency ON currency.code = bonus.currency
       WHERE bonus.player_id = $1
       ORDER BY bonus.created_at DESC, bonus.transfer_id DESC
       LIMIT $2 OFFSET $3`,
      [playerId, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM bonuses WHERE player_id = $1', [
      playerId,
    ]),
  ]);
  return { items: rows, total: counted[0]?.total ?? 0 };
}

export async function findPlayerIdByUsername(
  db: Queryable,
  brandId: string,
  username: string,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM players WHERE brand_id = $1 AND username = $2',
    [brandId, username],
  );
  return rows[0]?.id ?? null;
}
