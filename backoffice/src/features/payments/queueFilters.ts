import { PAYMENT_QUEUE_SORTS, type PaymentQueueSort } from '@croupier/contracts';
import { CURRENCY_CODE, DECIMAL_AMOUNT } from '../admin-api';
import type { QueueParams } from './pendingTransactions';

/** What staff filter the queue by, as typed; empty: any. */
export interface QueueFilters {
  brandId: string;
  currency: string;
  channel: string;
  type: '' | 'DEPOSIT' | 'WITHDRAW' | 'HELD';
  minAmount: string;
  maxAmount: string;
  search: string;
  sort: PaymentQueueSort;
  /** One player's requests only, chosen from a request's context. */
  player: { playerId: string; username: string } | null;
}

export const NO_QUEUE_FILTERS: QueueFilters = {
  brandId: '',
  currency: '',
  channel: '',
  type: '',
  minAmount: '',
  maxAmount: '',
  search: '',
  sort: 'overdue-first',
  player: null,
};

export { PAYMENT_QUEUE_SORTS };

const CHANNEL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export type FilterErrors = Partial<
  Record<'currency' | 'channel' | 'minAmount' | 'maxAmount', 'invalid'>
>;

/** The fields the API would refuse, so the form says so before it asks. */
export function filterErrors(filters: QueueFilters): FilterErrors {
  const errors: FilterErrors = {};
  const currency = filters.currency.trim().toUpperCase();
  if (currency !== '' && !CURRENCY_CODE.test(currency)) errors.currency = 'invalid';
  const channel = filters.channel.trim();
  if (channel !== '' && !CHANNEL_CODE.test(channel)) errors.channel = 'invalid';
  for (const field of ['minAmount', 'maxAmount'] as const) {
    const amount = filters[field].trim();
    if (amount !== '' && !DECIMAL_AMOUNT.test(amount)) errors[field] = 'invalid';
  }
  return errors;
}

/** The query parameters of these filters: only those set, as the API spells them. */
export function queueParams(filters: QueueFilters): QueueParams {
  const params: QueueParams = { sort: filters.sort };
  const set = (name: string, value: string) => {
    if (value !== '') params[name] = value;
  };
  set('brandId', filters.brandId);
  set('currency', filters.currency.trim().toUpperCase());
  set('channel', filters.channel.trim());
  set('type', filters.type);
  set('minAmount', filters.minAmount.trim());
  set('maxAmount', filters.maxAmount.trim());
  set('search', filters.search.trim().slice(0, 100));
  set('playerId', filters.player?.playerId ?? '');
  return params;
}
