import type { PaymentBreach } from '@croupier/contracts';
import { adminGet } from '../admin-api';

/** The deposits, withdrawals and document reviews of the caller's brands past their time limit. */
export const loadPaymentBreaches = () => adminGet<PaymentBreach[]>('payments/breaches');
