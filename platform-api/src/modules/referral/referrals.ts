// The referral programme: commission on referees' deposits, and what a referrer sees of it.

import type {
  AmountByCurrency,
  ReferralProgramme,
  ReferralSummary,
  ReferredPlayerPage,
} from '@croupier/contracts';
import { Decimal } from 'decimal.js';
import type pg from 'pg';

import type { Queryable } from '../../db/pool.js';
import type { PageQuery } from '../../http/paging.js';
import { maskUsername } from '../../identity/usernames.js';
import { Money, atCurrencyScale } from '../../money/amounts.js';
import type { Player } from '../auth/index.js';
import { creditBonus } from '../bonus/index.js';
import { isExcluded } from '../protection/index.js';
import {
  countReferredPlayers,
  findCommissionTerms,
  findProgramme,
  listReferredPlayers,
  referralEarnings,
  type EarningRow,
} from './repository.js';

/** `amount × percent / 100`, rounded down to the currency's scale: the house never overpays. */
export function commissionOf(amount: Decimal, percent: Decimal, scale: number): Decimal {
  return amount.times(percent).div(100).toDecimalPlaces(scale, Decimal.ROUND_DOWN);
}

export interface ApprovedDeposit {
  transactionId: string;
  playerId: string;
  /** NUMERIC as text. */
  amount: string;
  currency: string;
  scale: number;
}

/**
 * Credits the depositor's referrer its commission on `deposit`, inside the transaction that
 * approves the deposit, once per deposit. Nothing when the depositor was not referred, the
 * brand's programme is off, or the commission rounds to zero.
 */
export async function creditReferralCommission(
  client: pg.PoolClient,
  deposit: ApprovedDeposit,
): Promise<void> {
  const terms = await findCommissionTerms(client, deposit.playerId);
  if (terms === null || !terms.enabled) return;
  // A timed-out or self-excluded referrer earns nothing; the deposit is approved all the same.
  if (await isExcluded(client, terms.referrerId)) return;
  const commission = commissionOf(
    new Money(deposit.amount),
    new Money(terms.commissionPercent),
    deposit.scale,
  );
  if (commission.isZero()) return;
  await creditBonus(client, {
    playerId: terms.referrerId,
    source: 'referral',
    refereeId: deposit.playerId,
    amount: commission,
    currency: deposit.currency,
    description: `Referral commission from ${maskUsername(terms.refereeUsername)}'s deposit`,
    idempotencyKey: `referral-commission:${deposit.transactionId}`,
  });
}

/** A brand without a programme row has the programme off. */
export async function referralProgramme(
  db: Queryable,
  brandId: string,
): Promise<ReferralProgramme> {
  const programme = await findProgramme(db, brandId);
  return {
    enabled: programme?.enabled ?? false,
    commissionPercent: new Money(programme?.commissionPercent ?? 0).toFixed(),
  };
}

export async function referralSummary(db: Queryable, player: Player): Promise<ReferralSummary> {
  const [referredCount, earnings, programme] = await Promise.all([
    countReferredPlayers(db, player.id),
    referralEarnings(db, player.id),
    referralProgramme(db, player.brandId),
  ]);
  return {
    referralCode: player.referralCode,
    referredCount,
    earnings: earnings.map(toAmountByCurrency),
    programme,
  };
}

export async function referredPlayers(
  db: Queryable,
  player: Player,
  paging: PageQuery,
): Promise<ReferredPlayerPage> {
  const [rows, total] = await Promise.all([
    listReferredPlayers(db, player.id, paging),
    countReferredPlayers(db, player.id),
  ]);
  return {
    items: rows.map((row) => ({
      username: maskUsername(row.username),
      joinedAt: row.createdAt.toISOString(),
      status: row.hasApprovedDeposit ? 'active' : 'registered',
      earnings: row.earnings.map(toAmountByCurrency),
    })),
    total,
    ...paging,
  };
}

function toAmountByCurrency(row: EarningRow): AmountByCurrency {
  return { currency: row.currency, amount: atCurrencyScale(new Money(row.amount), row.scale) };
}
