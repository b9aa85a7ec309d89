import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { accountClosureRoutes } from './account-closure-routes.js';
import { historyRoutes } from './history-routes.js';
import { paymentAccountRoutes } from './payment-account-routes.js';
import {
  paymentRequestRoutes,
  type PaymentRequestRoutesOptions,
} from './payment-request-routes.js';

export type PaymentRoutesOptions = PaymentRequestRoutesOptions;

/**
 * The player's payments: payment accounts, deposit and withdrawal requests, history entries, and
 * the account's closure, which pays its balance out.
 */
export const paymentRoutes: FastifyPluginAsyncTypebox<PaymentRoutesOptions> = async (
  app,
  { db, walletEvents, receiptsDir },
) => {
  await app.register(paymentAccountRoutes, { db });
  await app.register(paymentRequestRoutes, { db, walletEvents, receiptsDir });
  await app.register(historyRoutes, { db });
  await app.register(accountClosureRoutes, { db, walletEvents });
};
