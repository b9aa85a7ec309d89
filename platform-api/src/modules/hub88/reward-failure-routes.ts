// The operator's view of Hub88 rewards that failed (/admin/v1/hub88/reward-failures): the list,
// and a retry now of one grant's create or cancel.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok } from '../../http/schemas.js';
import type { Hub88Call } from './games-client.js';
import { listRewardFailures, retryRewardFailure } from './reward-binding.js';

export const hub88RewardFailureRoutes: FastifyPluginAsyncTypebox<{
  db: pg.Pool;
  hub88: Hub88Call;
}> = async (app, { db, hub88 }) => {
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
};
