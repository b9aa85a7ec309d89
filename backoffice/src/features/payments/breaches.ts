import type { PaymentBreach, PaymentTimeLimits } from '@croupier/contracts';
import { adminGet, adminPatch } from '../admin-api';

/** The deposits, withdrawals and document reviews of the caller's brands past their time limit. */
export const loadPaymentBreaches = () => adminGet<PaymentBreach[]>('payments/breaches');

export const loadPaymentTimeLimits = (brandId: string) =>
  adminGet<PaymentTimeLimits>(`brands/${encodeURIComponent(brandId)}/payment-time-limits`);

export const savePaymentTimeLimits = (brandId: string, limits: PaymentTimeLimits) =>
  adminPatch<PaymentTimeLimits>(
    `brands/${encodeURIComponent(brandId)}/payment-time-limits`,
    limits,
  );

export const TIME_LIMIT_STEPS = [
  'depositDecision',
  'withdrawalDecision',
  'documentReview',
] as const;
const MAX_MINUTES = 43_200;

/** A limit typed in the form: whole minutes from 1 to 30 days. */
export const isTimeLimit = (text: string) =>
  /^[1-9][0-9]{0,4}$/.test(text) && Number(text) <= MAX_MINUTES;
