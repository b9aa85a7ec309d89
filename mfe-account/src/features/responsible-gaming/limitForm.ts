import {
  type LimitPeriod,
  type LimitTarget,
  type LimitType,
  type LimitValue,
  type PlayerLimit,
} from '@croupier/shared';
import { isLimitAmount, limitAmountOf } from '@croupier/shared/validation';

export interface LimitFormValues {
  type: LimitType;
  period: LimitPeriod;
  amount: string;
  minutes: string;
}

export type LimitFormErrors = Partial<Record<'amount' | 'minutes', string>>;

/** The API's bound on a session limit: one day. */
export const MAX_SESSION_MINUTES = 24 * 60;

const WHOLE_NUMBER = /^[0-9]+$/;

/** Translation keys of the form's mistakes, found before anything is sent. */
export function validateLimitForm(values: LimitFormValues): LimitFormErrors {
  if (values.type === 'session') {
    const minutes = values.minutes.trim();
    const valid =
      WHOLE_NUMBER.test(minutes) && Number(minutes) >= 1 && Number(minutes) <= MAX_SESSION_MINUTES;
    return valid ? {} : { minutes: 'rg.validation.minutes' };
  }
  return isLimitAmount(values.amount) ? {} : { amount: 'rg.validation.amount' };
}

export function limitTarget(values: Pick<LimitFormValues, 'type' | 'period'>): LimitTarget {
  return values.type === 'session'
    ? { type: 'session' }
    : { type: values.type, period: values.period };
}

/** The target of a listed limit; the API lists every money limit with its period. */
export function targetOfLimit(limit: Pick<PlayerLimit, 'type' | 'period'>): LimitTarget {
  if (limit.type === 'session') return { type: 'session' };
  if (limit.period === undefined) throw new Error(`A ${limit.type} limit without its period`);
  return { type: limit.type, period: limit.period };
}

/**
 * The value to send, a money amount in the player's `currency` (the API stores it converted to
 * the brand's base currency); call only after `validateLimitForm` found nothing.
 */
export function limitValue(values: LimitFormValues, currency: string | null): LimitValue {
  if (values.type === 'session') return { minutes: Number(values.minutes.trim()) };
  const amount = limitAmountOf(values.amount) ?? values.amount.trim();
  return currency ? { amount, currency } : { amount };
}
