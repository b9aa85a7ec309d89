// The operator's imports from Hub88 (/admin/v1/hub88/…): its catalogue of games and its
// prepaids (reward templates), and the prepaids as stored.

import { Envelope } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { ApiError, ErrorCode } from '../../http/errors.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import { syncHub88Games } from './catalogue-sync.js';
import { Hub88CallError, type Hub88Call } from './games-client.js';
import { Hub88RateLimited, listStoredPrepaids, syncHub88Prepaids } from './prepaids.js';

/** Hub88's refusals as the API's errors: once a minute for prepaids, or not answering. */
function asApiError(error: unknown): never {
  if (error instanceof Hub88RateLimited) {
    throw new ApiError(ErrorCode.tooManyAttempts, error.message);
  }
  if (error instanceof Hub88CallError) {
    throw new ApiError(ErrorCode.aggregatorUnavailable, error.message);
  }
  throw error;
}

export const hub88CatalogueSyncRoutes: FastifyPluginAsyncTypebox<{
  db: pg.Pool;
  hub88: Hub88Call;
}> = async (app, { db, hub88 }) => {
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
      const report = await syncHub88Games(db, hub88).catch(asApiError);
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
      const report = await syncHub88Prepaids(db, hub88).catch(asApiError);
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
};
