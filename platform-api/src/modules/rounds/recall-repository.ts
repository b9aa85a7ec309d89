// Game recall (GLI-19 2.8.2, 4.14): one round's full record. The round row says who played what
// and when; its money is read from the ledger transfers its provider calls made (keyed by their
// transaction ids), never kept twice; choices and outcome come from the game server's own record.

import type { Queryable } from '../../db/pool.js';

export interface RoundKey {
  roundId: string;
  /** Null: any provider's round of that id (the first found). */
  gpid: string | null;
  /** Null: any player's (staff, whose scope is checked on the player). */
  playerId: string | null;
}

export interface RecalledRound {
  roundId: string;
  gpid: string;
  provider: string;
  gameCode: string;
  game: string;
  category: string;
  paytable: string | null;
  playerId: string;
  brandId: string;
  currency: string;
  scale: number;
  storedStatus: 'open' | 'settled' | 'rolledBack';
  sessionLive: boolean;
  startedAt: Date;
  endedAt: Date | null;
  choices: Record<string, unknown> | null;
  outcome: Record<string, unknown> | null;
}

export interface RoundTransfer {
  id: string;
  kind: string;
  at: Date;
  /** Signed from the player's side. */
  real: string;
  bonus: string;
  /** What the brand's jackpot pool took (+) or paid (−). */
  pool: string;
}

// The provider's round looked up by its primary key for each provider: a round id alone is not
// unique across providers, and the player's index would read all their rounds.
const ROUND = `
  SELECT round.round_id AS "roundId", round.gpid, provider.gpname AS provider,
         round.game_code AS "gameCode", game.name AS game, game.category,
         CASE WHEN original.id IS NOT NULL
                THEN original.game || ', house edge ' || trim_scale(original.edge * 100) || ' %'
              WHEN game.engine IS NOT NULL THEN 'demo ' || game.engine END AS paytable,
         round.player_id AS "playerId", player.brand_id AS "brandId", round.currency,
         currency.scale, round.status AS "storedStatus",
         session.expires_at > now() AS "sessionLive",
         round.created_at AS "startedAt", round.settled_at AS "endedAt",
         COALESCE(demo.choices, CASE WHEN original.id IS NOT NULL THEN jsonb_build_object(
           'params', original.params, 'revealed', to_jsonb(original.revealed)) END) AS choices,
         COALESCE(demo.outcome || jsonb_build_object('win', round(demo.win, currency.scale)::text),
                  original.record)
           AS outcome
  FROM rounds round
  JOIN games game ON game.gpid = round.gpid AND game.code = round.game_code
  JOIN game_providers provider ON provider.gpid = round.gpid
  JOIN currencies currency ON currency.code = round.currency
  JOIN players player ON player.id = round.player_id
  JOIN provider_sessions session ON session.id = round.session_id
  LEFT JOIN demo_provider_rounds demo ON demo.round_id = round.round_id
    AND demo.session_id = round.session_id
  LEFT JOIN originals_rounds original ON round.gpid = 'ORIG' AND original.id::text = round.round_id
  WHERE (round.gpid, round.round_id) IN (
          SELECT gpid, $1::text FROM game_providers WHERE $2::text IS NULL OR gpid = $2)
    AND ($3::uuid IS NULL OR round.player_id = $3)
  ORDER BY round.created_at DESC
  LIMIT 1`;

export async function findRound(db: Queryable, key: RoundKey): Promise<RecalledRound | null> {
  const { rows } = await db.query<RecalledRound>(ROUND, [key.roundId, key.gpid, key.playerId]);
  return rows[0] ?? null;
}

// The ledger keys of a round's calls: bets and wins `game:<gpid>:<id>`, a bet's rollback
// `game:<gpid>:rollback:<id>` and jackpot contribution `jackpot:<gpid>:<id>`, the round's jackpot
// win `jackpot-win:<gpid>:<round>`. The calls are found by the player's index from the round's
// start (a round's calls are never older than the round).
const TRANSFERS = `
  WITH calls AS (
    SELECT kind, transaction_id FROM provider_transactions
    WHERE player_id = $1 AND created_at >= $4 AND gpid = $2 AND round_id = $3
  ), keys AS (
    SELECT format('game:%s:%s', $2::text, transaction_id) AS key FROM calls
    UNION ALL
    SELECT format('game:%s:rollback:%s', $2::text, transaction_id) FROM calls WHERE kind = 'bet'
    UNION ALL
    SELECT format('jackpot:%s:%s', $2::text, transaction_id) FROM calls WHERE kind = 'bet'
    UNION ALL
    SELECT format('jackpot-win:%s:%s', $2::text, $3::text)
  )
  SELECT transfer.id::text, transfer.kind, transfer.created_at AS at,
         COALESCE(sum(posting.amount) FILTER (WHERE account.player_id IS NOT NULL), 0)::text
           AS real,
         COALESCE(sum(posting.amount) FILTER (WHERE account.bonus_grant_id IS NOT NULL), 0)::text
           AS bonus,
         COALESCE(sum(posting.amount) FILTER (WHERE account.house_role = 'jackpot_pool'), 0)::text
           AS pool
  FROM ledger_transfers transfer
  JOIN ledger_postings posting ON posting.transfer_id = transfer.id
  JOIN ledger_accounts account ON account.id = posting.account_id
  WHERE transfer.idempotency_key IN (SELECT key FROM keys)
  GROUP BY transfer.id
  ORDER BY transfer.id`;

export async function roundTransfers(
  db: Queryable,
  round: Pick<RecalledRound, 'playerId' | 'gpid' | 'roundId' | 'startedAt'>,
): Promise<RoundTransfer[]> {
  const { rows } = await db.query<RoundTransfer>(TRANSFERS, [
    round.playerId,
    round.gpid,
    round.roundId,
    round.startedAt,
  ]);
  return rows;
}

/**
 * The player's money in the round's currency (their account and their bonus grants' accounts)
 * just before the round's first transfer and just after its last: the ledger's running sum.
 */
export async function fundsAround(
  db: Queryable,
  round: Pick<RecalledRound, 'playerId' | 'currency'>,
  transfers: { first: string; last: string },
): Promise<{ before: string; after: string }> {
  const { rows } = await db.query<{ before: string; after: string }>(
    `SELECT COALESCE(sum(posting.amount) FILTER (WHERE posting.transfer_id < $3), 0)::text
              AS before,
            COALESCE(sum(posting.amount) FILTER (WHERE posting.transfer_id <= $4), 0)::text
              AS after
     FROM ledger_accounts account
     JOIN ledger_postings posting ON posting.account_id = account.id
     WHERE account.currency = $2
       AND (account.player_id = $1
            OR account.bonus_grant_id IN (SELECT id FROM bonus_grants WHERE player_id = $1))`,
    [round.playerId, round.currency, transfers.first, transfers.last],
  );
  const [row] = rows;
  if (row === undefined) throw new Error('An aggregate answers one row');
  return row;
}
