// Deposit, loss, wager and session limits. Tightening takes effect at once; loosening (a higher
// value, or a removal) only after PENDING_HOURS, so a player cannot lift a limit in the heat of
// the moment (docs/protection.md).

import type { Decimal } from 'decimal.js';
import type pg from 'pg';

import { withTransaction, type Queryable } from '../../db/pool.js';
import { badRequestError, notFoundError } from '../../http/errors.js';
import { Money, parsePositiveAmount } from '../../money/amounts.js';
import { amountInCurrency } from '../fx/index.js';
import {
  findBrandProtection,
  findLimitInForce,
  insertHistory,
  listLimits,
  lockProtection,
  shortenLoginSessions,
  storeLimit,
  type Actor,
  type ProtectedPlayer,
  type LimitKind,
  type LimitPeriod,
  type StoredPeriod,
} from './repository.js';

export const PENDING_HOURS = 24;

export type LimitTarget =
  | { type: 'deposit' | 'loss' | 'wager'; period: LimitPeriod }
  | { type: 'session'; period?: undefined };

/** The value of a set-limit call: amount for money limits, minutes for the session limit. */
export interface LimitValue {
  amount?: string;
  /** The currency of amount; the base currency when absent. */
  currency?: string;
  minutes?: number;
}

export interface LimitChange {
  /** The value in force from now on; null: none. */
  value: Decimal | null;
  /** A change that waits PENDING_HOURS: to `value` (null: a removal). */
  pending: { value: Decimal | null } | null;
}

/**
 * What setting `requested` (null: removing) does to a limit whose value in force is `inForce`
 * (null: none): a new or lower value holds at once and cancels any pending change; a higher one
 * or a removal waits.
 */
export function limitChange(inForce: Decimal | null, requested: Decimal | null): LimitChange {
  if (requested !== null && (inForce === null || requested.lte(inForce))) {
    return { value: requested, pending: null };
  }
  return { value: inForce, pending: { value: requested } };
}

const storedPeriodOf = (target: LimitTarget): StoredPeriod => target.period ?? 'session';

function describe(target: LimitTarget): string {
  return target.type === 'session' ? 'session limit' : `${target.period} ${target.type} limit`;
}

/**
 * The requested value: an amount of the base currency (converted from the request's currency at
 * the current rate), or a number of minutes.
 */
async function requestedValue(
  db: Queryable,
  target: LimitTarget,
  request: LimitValue,
  baseCurrency: { currency: string; scale: number },
): Promise<Decimal> {
  if (target.type === 'session') {
    if (
      request.minutes === undefined ||
      request.amount !== undefined ||
      request.currency !== undefined
    ) {
      throw badRequestError('A session limit takes minutes, not amount');
    }
    return new Money(request.minutes);
  }
  if (request.amount === undefined || request.minutes !== undefined) {
    throw badRequestError(`A ${target.type} limit takes amount, not minutes`);
  }
  if (request.currency === undefined) return parsePositiveAmount(request.amount, baseCurrency);
  return amountInCurrency(db, request.amount, request.currency, baseCurrency.currency);
}

export interface LimitOutcome {
  /** In force now; null: none. */
  value: string | null;
  pending: { value: string | null; effectiveAt: Date } | null;
}

/** Sets or removes (`requested` null) one limit of the player, recording who did. */
export async function changeLimit(
  pool: pg.Pool,
  player: ProtectedPlayer,
  target: LimitTarget,
  request: LimitValue | null,
  actor: Actor,
): Promise<LimitOutcome> {
  const settings = await findBrandProtection(pool, player.brandId);
  const requested =
    request === null
      ? null
      : await requestedValue(pool, target, request, {
          currency: settings.baseCurrency,
          scale: settings.baseScale,
        });
  const period = storedPeriodOf(target);
  return withTransaction(pool, async (client) => {
    await lockProtection(client, player.id);
    const stored = await findLimitInForce(client, player.id, target.type, period);
    const inForce = stored === null ? null : new Money(stored);
    if (requested === null && inForce === null) {
      throw notFoundError(`You have no ${describe(target)} to remove`);
    }
    const change = limitChange(inForce, requested);
    const effectiveAt = await storeLimit(client, {
      playerId: player.id,
      kind: target.type,
      period,
      value: change.value?.toFixed() ?? null,
      pending:
        change.pending === null
          ? null
          : { value: change.pending.value?.toFixed() ?? null, afterHours: PENDING_HOURS },
    });
    if (target.type === 'session' && change.pending === null && change.value !== null) {
      await shortenLoginSessions(client, player.id, change.value.toNumber());
    }
    const outcome: LimitOutcome = {
      value: change.value?.toFixed() ?? null,
      pending:
        change.pending === null || effectiveAt === null
          ? null
          : { value: change.pending.value?.toFixed() ?? null, effectiveAt },
    };
    await insertHistory(client, {
      playerId: player.id,
      action: request === null ? 'limit_removed' : 'limit_set',
      details: { type: target.type, period: target.period ?? null, ...outcome },
      actor,
    });
    return outcome;
  });
}

export interface LimitView {
  type: LimitKind;
  period?: LimitPeriod;
  /** The base currency, for money limits. */
  currency?: string;
  amount?: string;
  minutes?: number;
  used: string;
  remaining: string;
  pending: { amount?: string; minutes?: number; removal: boolean; effectiveAt: string } | null;
}

/** The player's limits as `rg/limits` shows them, amounts at the base currency's scale. */
export async function limitsOf(
  pool: pg.Pool,
  player: ProtectedPlayer,
  sessionStartedAt: Date | null,
): Promise<LimitView[]> {
  const settings = await findBrandProtection(pool, player.brandId);
  const rows = await listLimits(pool, player.id, settings.baseCurrency, sessionStartedAt);
  const views: LimitView[] = [];
  for (const row of rows) {
    if (row.inForce === null && row.pendingFrom === null) continue;
    const isSession = row.kind === 'session';
    // Rounded down: what is used or remains is never overstated.
    const scale = isSession ? 0 : settings.baseScale;
    const shown = (value: Decimal) => value.toDecimalPlaces(scale, Money.ROUND_DOWN).toFixed(scale);
    const valueField = (value: string) =>
      isSession ? { minutes: Number(value) } : { amount: shown(new Money(value)) };
    const used = Money.max(new Money(row.used), 0);
    views.push({
      type: row.kind,
      ...(isSession ? {} : { period: row.period as LimitPeriod, currency: settings.baseCurrency }),
      ...(row.inForce === null ? {} : valueField(row.inForce)),
      used: shown(used),
      remaining:
        row.inForce === null ? '' : shown(Money.max(new Money(row.inForce).minus(used), 0)),
      pending:
        row.pendingFrom === null
          ? null
          : {
              ...(row.pendingValue === null ? {} : valueField(row.pendingValue)),
              removal: row.pendingValue === null,
              effectiveAt: row.pendingFrom.toISOString(),
            },
    });
  }
  return views;
}
