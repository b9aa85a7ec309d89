// The operator API (/admin/v1): decisions on deposits and withdrawals, receipts, exchange rates,
// chain deposit reports and each brand's remotes. Every call carries the operator key in
// X-Operator-Key.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { chainDepositRoutes } from './chain-deposit-routes.js';
import { decisionRoutes, type DecisionRoutesOptions } from './decision-routes.js';
import { settingRoutes } from './setting-routes.js';

export type OperatorRoutesOptions = DecisionRoutesOptions;

export const operatorRoutes: FastifyPluginAsyncTypebox<OperatorRoutesOptions> = async (
  app,
  { db, walletEvents, operatorKeyCheck, receiptsDir },
) => {
  await app.register(decisionRoutes, { db, walletEvents, operatorKeyCheck, receiptsDir });
  await app.register(chainDepositRoutes, { db, walletEvents, operatorKeyCheck });
  await app.register(settingRoutes, { db, operatorKeyCheck });
};
