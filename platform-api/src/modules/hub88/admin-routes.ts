// The operator's Hub88 calls (/admin/v1/hub88/…), one plugin a resource: reconciliation, the
// supplier promotions' policy, the catalogue and prepaids' import, the failed rewards, and here
// the list of Hub88's transactions for reconciliation.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { badRequestError } from '../../http/errors.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok } from '../../http/schemas.js';
import { hub88CatalogueSyncRoutes } from './catalogue-sync-routes.js';
import type { Hub88Call } from './games-client.js';
import { listHub88Transactions, MAX_RECONCILED } from './reconcile-repository.js';
import { hub88ReconciliationRoutes } from './reconciliation-routes.js';
import { hub88RewardFailureRoutes } from './reward-failure-routes.js';
import { supplierPromoPolicyRoutes } from './supplier-promo-policy-routes.js';

const DateSchema = Type.String({ format: 'date' });
export const hub88AdminRoutes: FastifyPluginAsyncTypebox<{
  db: pg.Pool;
  hub88: Hub88Call;
}> = async (app, { db, hub88 }) => {
  await app.register(hub88ReconciliationRoutes, { db, hub88 });
  await app.register(supplierPromoPolicyRoutes, { db });
  await app.register(hub88CatalogueSyncRoutes, { db, hub88 });
  await app.register(hub88RewardFailureRoutes, { db, hub88 });

  app.get(
    '/hub88/transactions',
    {
      config: { roles: ['payments', 'support'], everyBrand: true },
      schema: {
        tags: ['operator'],
        summary: "Hub88's bets, wins and rollbacks of whole UTC days, with outcome and transfer",
        description: `At most ${MAX_RECONCILED} rows, oldest first: narrow the dates for more.`,
        headers: OperatorKeyHeaders,
        querystring: Type.Object(
          { from: DateSchema, to: DateSchema },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const { from, to } = request.query;
      if (from > to) throw badRequestError('from must not be after to');
      const transactions = await listHub88Transactions(db, { from, to });
      return ok({ transactions, truncated: transactions.length === MAX_RECONCILED });
    },
  );
};
