import { returnedRow, type Queryable } from '../../db/pool.js';

export interface ExchangeRateRow {
  currency: string;
  targetCurrency: string;
  /** NUMERIC as text. */
  rate: string;
  spread: string;
  updatedAt: Date;
}

const RATE_COLUMNS = `currency, target_currency AS "targetCurrency", rate::text AS rate,
  spread::text AS spread, updated_at AS "updatedAt"`;

export async function listExchangeRates(db: Queryable): Promise<ExchangeRateRow[]> {
  const { rows } = await db.query<ExchangeRateRow>(`SELECT ${RATE_COLUMNS} FROM exchange_rates`);
  return rows;
}

/** The pair as stored now, and its rate and spread before (null for a new pair). */
export async function upsertExchangeRate(
  db: Queryable,
  pair: { currency: string; targetCurrency: string; rate: string; spread: string },
): Promise<ExchangeRateRow & { previous: { rate: string; spread: string } | null }> {
  // The statement's snapshot still holds the row it replaces.
  const upserted = await db.query<
    ExchangeRateRow & { previous: { rate: string; spread: string } | null }
  >(
    `WITH previous AS (
       SELECT rate::text, spread::text FROM exchange_rates
       WHERE currency = $1 AND target_currency = $2)
     INSERT INTO exchange_rates (currency, target_currency, rate, spread) VALUES ($1, $2, $3, $4)
     ON CONFLICT (currency, target_currency) DO UPDATE SET rate = excluded.rate,
       spread = excluded.spread, updated_at = now()
     RETURNING ${RATE_COLUMNS}, (SELECT to_jsonb(previous) FROM previous) AS previous`,
    [pair.currency, pair.targetCurrency, pair.rate, pair.spread],
  );
  return returnedRow(upserted, 'exchange rate upsert');
}

export interface SwapQuoteRow {
  quoteId: string;
  playerId: string;
  fromCurrency: string;
  toCurrency: string;
  /** NUMERIC as text. */
  fromAmount: string;
  toAmount: string;
  rate: string;
  spread: string;
  expiresAt: Date;
}

const QUOTE_COLUMNS = `id AS "quoteId", player_id AS "playerId",
  from_currency AS "fromCurrency", to_currency AS "toCurrency",
  from_amount::text AS "fromAmount", to_amount::text AS "toAmount", rate::text AS rate,
  spread::text AS spread, expires_at AS "expiresAt"`;

export async function insertSwapQuote(
  db: Queryable,
  quote: Omit<SwapQuoteRow, 'quoteId' | 'expiresAt'> & { validForMs: number },
): Promise<SwapQuoteRow> {
  const inserted = await db.query<SwapQuoteRow>(
    `INSERT INTO swap_quotes (player_id, from_currency, to_currency, from_amount, to_amount, rate,
       spread, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + $8 * interval '1 millisecond')
     RETURNING ${QUOTE_COLUMNS}`,
    [
      quote.playerId,
      quote.fromCurrency,
      quote.toCurrency,
      quote.fromAmount,
      quote.toAmount,
      quote.rate,
      quote.spread,
      quote.validForMs,
    ],
  );
  return returnedRow(inserted, 'swap quote insert');
}

/** Locks the quote until the transaction ends, so it executes at most once. */
export async function lockSwapQuote(
  db: Queryable,
  quoteId: string,
): Promise<(SwapQuoteRow & { expired: boolean }) | null> {
  const { rows } = await db.query<SwapQuoteRow & { expired: boolean }>(
    `SELECT ${QUOTE_COLUMNS}, expires_at <= clock_timestamp() AS expired
     FROM swap_quotes WHERE id = $1 FOR UPDATE`,
    [quoteId],
  );
  return rows[0] ?? null;
}

export interface SwapRow {
  swapId: string;
  fromCurrency: string;
  toCurrency: string;
  fromAmount: string;
  toAmount: string;
  rate: string;
  fromScale: number;
  toScale: number;
  createdAt: Date;
}

const SWAP_COLUMNS = `swap.quote_id AS "swapId", swap.from_currency AS "fromCurrency",
  swap.to_currency AS "toCurrency", swap.from_amount::text AS "fromAmount",
  swap.to_amount::text AS "toAmount", swap.rate::text AS rate, from_currency.scale AS "fromScale",
  to_currency.scale AS "toScale", swap.created_at AS "createdAt"`;

const SWAP_JOINS = `
  JOIN currencies from_currency ON from_currency.code = swap.from_currency
  JOIN currencies to_currency ON to_currency.code = swap.to_currency`;

/** Records the quote as executed; a second execution is refused by the primary key. */
export async function insertSwap(db: Queryable, quote: SwapQuoteRow): Promise<void> {
  await db.query(
    `INSERT INTO swaps (quote_id, player_id, from_currency, to_currency, from_amount, to_amount,
       rate)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      quote.quoteId,
      quote.playerId,
      quote.fromCurrency,
      quote.toCurrency,
      quote.fromAmount,
      quote.toAmount,
      quote.rate,
    ],
  );
}

export async function findSwap(db: Queryable, quoteId: string): Promise<SwapRow | null> {
  const { rows } = await db.query<SwapRow>(
    `SELECT ${SWAP_COLUMNS} FROM swaps swap ${SWAP_JOINS} WHERE swap.quote_id = $1`,
    [quoteId],
  );
  return rows[0] ?? null;
}

export async function listSwaps(
  db: Queryable,
  playerId: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: SwapRow[]; total: number }> {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<SwapRow>(
      `SELECT ${SWAP_COLUMNS} FROM swaps swap ${SWAP_JOINS}
       WHERE swap.player_id = $1
       ORDER BY swap.created_at DESC, swap.quote_id
       LIMIT $2 OFFSET $3`,
      [playerId, page.pageSize, (page.page - 1) * page.pageSize],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM swaps WHERE player_id = $1', [
      playerId,
    ]),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}
