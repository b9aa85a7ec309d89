// Exchange rates, conversions and swaps. A swap is quoted (rate fixed, 30 s to accept) and then
// executed as one four-posting transfer through the house fx accounts.

import assert from 'node:assert/strict';

import type {
  Conversion,
  ExchangeRate,
  ExchangeRateSetting,
  Page,
  SwapQuote,
  SwapRecord,
} from '@croupier/contracts';
import type { Decimal } from 'decimal.js';
import type pg from 'pg';

import type { Queryable } from '../../db/pool.js';
import { ApiError, badRequestError, ErrorCode } from '../../http/errors.js';
import {
  fitsLedger,
  LEDGER_SCALE,
  Money,
  parsePositiveAmount,
  atCurrencyScale,
} from '../../money/amounts.js';
import { accountIds, houseAccount, playerAccount, transfer } from '../ledger/index.js';
import { findCurrencyWithLimits, type CurrencyWithLimits } from '../wallet/index.js';
import {
  afterSpread,
  convertAmount,
  displayRate,
  pairKey,
  PIVOT_CURRENCY,
  resolveRate,
  storedPair,
  type RateTable,
} from './rates.js';
import {
  findSwap,
  insertSwap,
  insertSwapQuote,
  listExchangeRates,
  listSwaps,
  lockSwapQuote,
  upsertExchangeRate,
  type ExchangeRateRow,
  type SwapRow,
} from './repository.js';

export const QUOTE_VALID_MS = 30_000;

async function loadRateTable(db: Queryable): Promise<RateTable> {
  const rows = await listExchangeRates(db);
  return new Map(
    rows.map((row) => [
      pairKey(row.currency, row.targetCurrency),
      storedPair(new Money(row.rate), new Money(row.spread), row.updatedAt),
    ]),
  );
}

async function knownCurrency(db: Queryable, code: string): Promise<CurrencyWithLimits> {
  const currency = await findCurrencyWithLimits(db, code);
  if (currency === null) throw badRequestError(`Unknown currency ${code}`);
  return currency;
}

async function rateBetween(db: Queryable, currency: string, targetCurrency: string) {
  if (currency === targetCurrency) throw badRequestError('The two currencies must differ');
  const rate = resolveRate(await loadRateTable(db), currency, targetCurrency);
  if (rate === null)
    throw badRequestError(`No exchange rate from ${currency} to ${targetCurrency}`);
  return rate;
}

/** getExchangeRate: the mid rate, before any spread. */
export async function exchangeRate(
  db: Queryable,
  currency: string,
  targetCurrency: string,
): Promise<ExchangeRate> {
  await knownCurrency(db, currency);
  await knownCurrency(db, targetCurrency);
  const pair = await rateBetween(db, currency, targetCurrency);
  return {
    currency,
    targetCurrency,
    rate: displayRate(pair).toFixed(),
    updatedAt: pair.updatedAt.toISOString(),
  };
}

/**
 * `amountText` of `currency` (at most its scale) in `targetCurrency` at the mid rate, rounded
 * down to the target's scale; the same currency answers the amount itself.
 */
export async function amountInCurrency(
  db: Queryable,
  amountText: string,
  currency: string,
  targetCurrency: string,
): Promise<Decimal> {
  const from = await knownCurrency(db, currency);
  const amount = parsePositiveAmount(amountText, from);
  if (currency === targetCurrency) return amount;
  const to = await knownCurrency(db, targetCurrency);
  const converted = convertAmount(
    amount,
    await rateBetween(db, currency, targetCurrency),
    to.scale,
  );
  if (converted.isZero()) {
    throw badRequestError(`amount is less than the smallest amount of ${targetCurrency}`);
  }
  return converted;
}

/** convertUSDToCrypto / convertCryptoToUSD at the mid rate; `chain` is the crypto currency. */
export async function convert(
  db: Queryable,
  direction: 'toCrypto' | 'toUSD',
  chain: string,
  amountText: string,
): Promise<Conversion> {
  const crypto = await knownCurrency(db, chain);
  if (crypto.type !== 'crypto') throw badRequestError(`${chain} is not a crypto currency`);
  const usd = await knownCurrency(db, PIVOT_CURRENCY);
  const [from, to] = direction === 'toCrypto' ? [usd, crypto] : [crypto, usd];
  const amount = parsePositiveAmount(amountText, from);
  const pair = await rateBetween(db, from.currency, to.currency);
  const converted = convertAmount(amount, pair, to.scale);
  if (!fitsLedger(converted)) throw badRequestError('amount is too large to convert');
  return {
    chain,
    amount: atCurrencyScale(amount, from.scale),
    converted: atCurrencyScale(converted, to.scale),
    rate: displayRate(pair).toFixed(),
  };
}

/** Fixes a rate for `amount` of `fromCurrency` for QUOTE_VALID_MS; moves nothing. */
export async function quoteSwap(
  db: Queryable,
  playerId: string,
  request: { fromCurrency: string; toCurrency: string; amount: string },
): Promise<SwapQuote> {
  const from = await knownCurrency(db, request.fromCurrency);
  const to = await knownCurrency(db, request.toCurrency);
  const fromAmount = parsePositiveAmount(request.amount, from);
  const pair = await rateBetween(db, from.currency, to.currency);
  const offered = afterSpread(pair);
  const toAmount = convertAmount(fromAmount, offered, to.scale);
  if (toAmount.lte(0)) {
    throw badRequestError(
      `${request.amount} ${from.currency} buys less than one unit of ${to.currency}`,
    );
  }
  if (!fitsLedger(toAmount)) throw badRequestError('amount is too large to swap');
  const quote = await insertSwapQuote(db, {
    playerId,
    fromCurrency: from.currency,
    toCurrency: to.currency,
    fromAmount: atCurrencyScale(fromAmount, from.scale),
    toAmount: atCurrencyScale(toAmount, to.scale),
    rate: displayRate(offered).toFixed(),
    spread: pair.spread.toDecimalPlaces(LEDGER_SCALE, Money.ROUND_UP).toFixed(),
    validForMs: QUOTE_VALID_MS,
  });
  return {
    quoteId: quote.quoteId,
    fromCurrency: quote.fromCurrency,
    toCurrency: quote.toCurrency,
    fromAmount: atCurrencyScale(quote.fromAmount, from.scale),
    toAmount: atCurrencyScale(quote.toAmount, to.scale),
    rate: new Money(quote.rate).toFixed(),
    spread: new Money(quote.spread).toFixed(),
    expiresAt: quote.expiresAt.toISOString(),
  };
}

/**
 * Executes the player's unexpired, unused quote on `client` (inside a transaction):
 * player −from → fx +from, fx −to → player +to, in one transfer (which writes the player's
 * balanceChanged to the realtime outbox).
 */
export async function executeSwap(
  client: pg.PoolClient,
  playerId: string,
  quoteId: string,
): Promise<SwapRecord> {
  const quote = await lockSwapQuote(client, quoteId);
  if (quote === null || quote.playerId !== playerId) {
    throw new ApiError(ErrorCode.quoteNotFound, 'No such swap quote');
  }
  // Read after taking the lock, so an execution that just committed is seen.
  if ((await findSwap(client, quoteId)) !== null) {
    throw new ApiError(ErrorCode.quoteUsed, 'This quote was already executed');
  }
  if (quote.expired) throw new ApiError(ErrorCode.quoteExpired, 'This quote has expired');

  const fromAmount = new Money(quote.fromAmount);
  const toAmount = new Money(quote.toAmount);
  const [playerFrom, fxFrom, fxTo, playerTo] = await accountIds(client, [
    playerAccount(playerId, quote.fromCurrency),
    houseAccount('fx', quote.fromCurrency),
    houseAccount('fx', quote.toCurrency),
    playerAccount(playerId, quote.toCurrency),
  ]);
  await transfer(client, {
    idempotencyKey: `swap:${quoteId}`,
    kind: 'swap',
    postings: [
      { accountId: playerFrom, amount: fromAmount.negated() },
      { accountId: fxFrom, amount: fromAmount },
      { accountId: fxTo, amount: toAmount.negated() },
      { accountId: playerTo, amount: toAmount },
    ],
    meta: { quoteId },
  });
  await insertSwap(client, quote);
  const swap = await findSwap(client, quoteId);
  assert.ok(swap !== null, `swap ${quoteId}`);
  return toSwapRecord(swap);
}

export async function swapHistory(
  db: Queryable,
  playerId: string,
  page: { page: number; pageSize: number },
): Promise<Page<SwapRecord>> {
  const { rows, total } = await listSwaps(db, playerId, page);
  return { items: rows.map(toSwapRecord), total, ...page };
}

function toSwapRecord(row: SwapRow): SwapRecord {
  return {
    swapId: row.swapId,
    fromCurrency: row.fromCurrency,
    toCurrency: row.toCurrency,
    fromAmount: atCurrencyScale(row.fromAmount, row.fromScale),
    toAmount: atCurrencyScale(row.toAmount, row.toScale),
    rate: new Money(row.rate).toFixed(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Operators set a pair's rate and spread; swaps quoted from now on use them. */
/** Stores a pair's rate and spread; answers it and what it replaced, for the audit trail. */
export async function setExchangeRate(
  db: Queryable,
  pair: { currency: string; targetCurrency: string; rate: string; spread: string },
): Promise<{ setting: ExchangeRateSetting; before: { rate: string; spread: string } | null }> {
  const currency = await knownCurrency(db, pair.currency);
  const target = await knownCurrency(db, pair.targetCurrency);
  if (currency.currency === target.currency)
    throw badRequestError('The two currencies must differ');
  const rate = new Money(pair.rate);
  if (rate.lte(0)) throw badRequestError('rate must be greater than zero');
  const stored = await upsertExchangeRate(db, { ...pair, rate: rate.toFixed() });
  const before = stored.previous && {
    rate: new Money(stored.previous.rate).toFixed(),
    spread: new Money(stored.previous.spread).toFixed(),
  };
  return { setting: toSetting(stored), before };
}

/** Every stored pair, by currency then target currency (inverse and crossed rates are derived). */
export async function storedExchangeRates(db: Queryable): Promise<ExchangeRateSetting[]> {
  const rows = await listExchangeRates(db);
  return rows
    .map(toSetting)
    .sort((a, b) =>
      a.currency === b.currency
        ? a.targetCurrency.localeCompare(b.targetCurrency)
        : a.currency.localeCompare(b.currency),
    );
}

const toSetting = (stored: ExchangeRateRow): ExchangeRateSetting => ({
  currency: stored.currency,
  targetCurrency: stored.targetCurrency,
  rate: new Money(stored.rate).toFixed(),
  spread: new Money(stored.spread).toFixed(),
  updatedAt: stored.updatedAt.toISOString(),
});
