// Weekly cashback (docs/bonus.md#weekly-cashback): each Monday, every active cashback offer grants
// its percentage of each player's net real-money losses over the week before (Monday 00:00 UTC to
// Monday 00:00 UTC): stakes less wins, rollbacks and jackpot wins, on the player's real-money
// account only, so bonus money staked is never paid back as cashback. Each grant is made once per
// offer, week and player (its source key), so a re-run of a week pays nobody twice.

import { Decimal } from 'decimal.js';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { ApiError } from '../../http/errors.js';
import { periodicPass } from '../../http/periodic-pass.js';
import { deliverAfterCommit, type OutboxRelay } from '../wallet-events/index.js';
import { grantOffer } from './grants.js';
import { listCashbackOffersToPay, type OfferRow } from './grant-repository.js';
import { listWeeklyLosses, recordCashbackWeek } from './cashback-repository.js';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the last week that ended at or before `now`. */
export function lastCompleteWeek(now: Date): { start: Date; end: Date } {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  const end = new Date(midnight - daysSinceMonday * 24 * 60 * 60 * 1000);
  return { start: new Date(end.getTime() - WEEK_MS), end };
}

export interface CashbackPaid {
  offerId: string;
  weekStart: Date;
  grants: number;
}

/** Pays the last complete week of every cashback offer that has not paid it yet. */
export async function payWeeklyCashback(
  db: pg.Pool,
  walletEvents: OutboxRelay,
  now = new Date(),
): Promise<CashbackPaid[]> {
  const week = lastCompleteWeek(now);
  const paid: CashbackPaid[] = [];
  for (const offer of await listCashbackOffersToPay(db, week.start)) {
    const grants = await payOfferWeek(db, walletEvents, offer, week);
    await recordCashbackWeek(db, offer.id, week.start, grants);
    paid.push({ offerId: offer.id, weekStart: week.start, grants });
  }
  return paid;
}

async function payOfferWeek(
  db: pg.Pool,
  walletEvents: OutboxRelay,
  offer: OfferRow,
  week: { start: Date; end: Date },
): Promise<number> {
  const currencies = Object.keys(offer.terms.currencies);
  let grants = 0;
  for (const loss of await listWeeklyLosses(db, offer.brandId, currencies, week)) {
    try {
      await deliverAfterCommit(walletEvents, () =>
        withTransaction(db, (client) =>
          grantOffer(client, {
            playerId: loss.playerId,
            offer,
            currency: loss.currency,
            scale: loss.scale,
            basis: {
              kind: 'cashback',
              key: `${offer.id}:${week.start.toISOString().slice(0, 10)}:${loss.playerId}`,
              losses: new Decimal(loss.losses),
            },
          }),
        ),
      );
      grants += 1;
    } catch (error) {
      // A player the offer does not reach (blocked, excluded, claims used, nothing to give) is
      // skipped; anything else stops the pass, to be retried at the next tick.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return grants;
}

/** Looks every hour: a week is paid within an hour of Monday 00:00 UTC. */
export const weeklyCashbackJob = (walletEvents: OutboxRelay) =>
  periodicPass({
    defaultTickMs: 60 * 60 * 1000,
    failure: 'weekly cashback pass failed',
    pass: async (db, log) => {
      for (const paid of await payWeeklyCashback(db, walletEvents)) {
        log.info(paid, 'weekly cashback paid');
      }
    },
  });
