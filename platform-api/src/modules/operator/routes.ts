// The operator API (/admin/v1): decisions on deposits and withdrawals, receipts, exchange rates,
// chain deposit reports and each brand's remotes. The admin API's access hook authenticates every
// call (modules/staff); each route declares its roles.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { chainDepositRoutes } from './chain-deposit-routes.js';
import { decisionRoutes, type DecisionRoutesOptions } from './decision-routes.js';
import { queueRoutes } from './queue-routes.js';
import { secondApprovalRoutes } from './second-approval-routes.js';
import { settingRoutes } from './setting-routes.js';
import { timeLimitRoutes } from './time-limit-routes.js';

export type OperatorRoutesOptions = DecisionRoutesOptions;

export const operatorRoutes: FastifyPluginAsyncTypebox<OperatorRoutesOptions> = async (
  app,
  { db, walletEvents, receiptsDir },
) => {
  await app.register(queueRoutes, { db, walletEvents });
  await app.register(decisionRoutes, { db, walletEvents, receiptsDir });
  await app.register(chainDepositRoutes, { db, walletEvents });
  await app.register(settingRoutes, { db });
  await app.register(secondApprovalRoutes, { db });
  await app.register(timeLimitRoutes, { db });
};
