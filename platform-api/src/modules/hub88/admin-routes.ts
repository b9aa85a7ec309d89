// The operator's Hub88 calls (/admin/v1/hub88/…): importing Hub88's catalogue and its prepaids,
// and listing its transactions for reconciliation.

import { Envelope } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { ApiError, badRequestError, ErrorCode, notFoundError } from '../../http/errors.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import { syncHub88Games } from './catalogue-sync.js';
import { Hub88CallError, type Hub88Call } from './games-client.js';
import { Hub88RateLimited, listStoredPrepaids, syncHub88Prepaids } from './prepaids.js';
import { listHub88Transactions, MAX_RECONCILED } from './reconcile-repository.js';
import { listRewardFailures, retryRewardFailure } from './reward-binding.js';
import { hub88ReconciliationRoutes } from './reconciliation-routes.js';
import { supplierPromoPolicyRoutes } from './supplier-promo-policy-routes.js';

const DateSchema = Type.String({ format: 'date' });
export const hub88AdminRoutes: FastifyPluginAsyncTypebox<{
  db: pg.Pool;
  hub88: Hub88Call;
}> = async (app, { db, hub88 }) => {
  await app.register(hub88ReconciliationRoutes, { db, hub88 });
  await app.register(supplierPromoPolicyRoutes, { db });

  app.post(
    '/hub88/sync-games',
    {
      // Hub88's games join every brand's lobby.
      config: { roles: ['marketing'], everyBrand: true, audit: 'hub88.sync-games' },
      schema: {
        tags: ['operator'],
        summary: "Import Hub88's catalogue: suppliers as providers, games under them",
        description:
          'Calls game/list; a re-run updates the games it imported and switches off those ' +
          'Hub88 no longer lists. errorCode 29 when Hub88 does not answer.',
        headers: OperatorKeyHeaders,
        body: Type.Object({}, { additionalProperties: false }),
        response: responses(
          Envelope(
            Type.Object({
              suppliers: Type.Integer(),
              created: Type.Integer(),
              updated: Type.Integer(),
              disabled: Type.Integer(),
              skipped: Type.Integer(),
            }),
          ),
        ),
      },
    },
    async (request) => {
      const report = await syncHub88Games(db, hub88).catch((error: unknown) => {
        if (error instanceof Hub88CallError) {
          throw new ApiError(ErrorCode.aggregatorUnavailable, error.message);
        }
        throw error;
      });
      request.audit = { target: 'hub88:catalogue', after: report };
      return ok(report);
    },
  );

  app.post(
    '/hub88/sync-prepaids',
    {
      config: { roles: ['marketing'], everyBrand: true, audit: 'hub88.sync-prepaids' },
      schema: {
        tags: ['operator'],
        summary: "Store Hub88's prepaids (reward templates) of every game",
        description:
          'Calls freebet/prepaids/list, which Hub88 answers at most once a minute: errorCode 5 ' +
          '(HTTP 429) within the minute of the last call, from any API process; errorCode 29 ' +
          'when Hub88 does not answer.',
        headers: OperatorKeyHeaders,
        body: Type.Object({}, { additionalProperties: false }),
        response: responses(
          Envelope(
            Type.Object({
              listed: Type.Integer(),
              games: Type.Integer(),
              unlisted: Type.Integer(),
            }),
          ),
        ),
      },
    },
    async (request) => {
      const report = await syncHub88Prepaids(db, hub88).catch((error: unknown) => {
        if (error instanceof Hub88RateLimited) {
          throw new ApiError(ErrorCode.tooManyAttempts, error.message);
        }
        if (error instanceof Hub88CallError) {
          throw new ApiError(ErrorCode.aggregatorUnavailable, error.message);
        }
        throw error;
      });
      request.audit = { target: 'hub88:prepaids', after: report };
      return ok(report);
    },
  );

  app.get(
    '/hub88/prepaids',
    {
      config: { roles: ['marketing', 'support'], everyBrand: true },
      schema: {
        tags: ['operator'],
        summary: "Hub88's prepaids as last listed, by game",
        description: 'A null betValue or betCount: the reward chooses it.',
        headers: OperatorKeyHeaders,
        querystring: Type.Object(
          { gameCode: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })) },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => ok({ prepaids: await listStoredPrepaids(db, request.query.gameCode) }),
  );

  app.get(
    '/hub88/reward-failures',
    {
      config: { roles: ['marketing', 'support'], everyBrand: true },
      schema: {
        tags: ['operator'],
        summary: 'Free-spin grants whose Hub88 reward could not be created or cancelled',
        description:
          'One row per grant and action, with the last error; the binding pass retries each ' +
          'after two minutes, and a row goes once the call succeeds.',
        headers: OperatorKeyHeaders,
      },
    },
    async () => ok({ failures: await listRewardFailures(db) }),
  );

  app.post(
    '/hub88/reward-failures/:grantId/:action/retry',
    {
      config: { roles: ['marketing'], everyBrand: true, audit: 'hub88.retry-reward' },
      schema: {
        tags: ['operator'],
        summary: "Retry now a grant's Hub88 reward that could not be created or cancelled",
        description:
          '`resolved`: the call succeeded (or the grant no longer needs it) and the row is gone; ' +
          "else `failure` carries Hub88's new answer and one more attempt. errorCode 6 when no " +
          'such failure is recorded.',
        headers: OperatorKeyHeaders,
        params: Type.Object({
          grantId: Type.String({ format: 'uuid' }),
          action: Type.Union([Type.Literal('create'), Type.Literal('cancel')]),
        }),
        body: Type.Object({}, { additionalProperties: false }),
      },
    },
    async (request) => {
      const { grantId, action } = request.params;
      const outcome = await retryRewardFailure(db, hub88, grantId, action);
      if (outcome === null) throw notFoundError(`No ${action} failure of grant ${grantId}`);
      request.audit = {
        target: `bonus-grant:${grantId}`,
        after: { action, resolved: outcome.resolved, error: outcome.failure?.error ?? null },
      };
      return ok(outcome);
    },
  );

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
