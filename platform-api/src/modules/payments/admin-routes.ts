// The payments admin API (/admin/v1): the queue, decisions, receipts, chain deposits reported by
// hand, and each brand's four-eyes amounts and time limits. The admin API's access hook
// authenticates every call (modules/staff); each route declares its roles.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import type { MoneyRoutesOptions } from '../wallet-events/index.js';
import { chainDepositRoutes } from './admin-chain-deposit-routes.js';
import { paymentDecisionRoutes } from './admin-decision-routes.js';
import { paymentQueueRoutes } from './admin-queue-routes.js';
import { paymentReceiptRoutes } from './admin-receipt-routes.js';
import { secondApprovalRoutes } from './admin-second-approval-routes.js';
import { timeLimitRoutes } from './admin-time-limit-routes.js';

/**
 * Where the routes of payments themselves live: `/payments/…`, and `/transactions/…`, the paths
 * they had first, kept as an alias of the same routes for callers written against them
 * (docs/api.md#admin-payment-paths).
 */
export const PAYMENT_PATH_PREFIXES = ['/payments', '/transactions'] as const;

export interface PaymentAdminRoutesOptions extends MoneyRoutesOptions {
  receiptsDir: string;
}

export const paymentAdminRoutes: FastifyPluginAsyncTypebox<PaymentAdminRoutesOptions> = async (
  app,
  { db, walletEvents, receiptsDir },
) => {
  for (const prefix of PAYMENT_PATH_PREFIXES) {
    await app.register(paymentQueueRoutes, { db, walletEvents, prefix });
    await app.register(paymentDecisionRoutes, { db, walletEvents, prefix });
    await app.register(paymentReceiptRoutes, { db, receiptsDir, prefix });
  }
  await app.register(chainDepositRoutes, { db, walletEvents });
  await app.register(secondApprovalRoutes, { db });
  await app.register(timeLimitRoutes, { db });
};
