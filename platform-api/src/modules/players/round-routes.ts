// One of a player's rounds in full, for the operator: the game recall the player sees.

import { GpidSchema, RoundDetailSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

import { notFoundError } from '../../http/errors.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { recallRound } from '../rounds/index.js';
import { playerReaders, playerScope, type PlayerAdminRoutesOptions } from './scope.js';

export const playerRoundRoutes: FastifyPluginAsyncTypebox<PlayerAdminRoutesOptions> = async (
  app,
  { db },
) => {
  const { brandInScope } = playerScope(db);

  app.get(
    '/players/:playerId/rounds/:roundId',
    {
      config: { roles: playerReaders },
      schema: operatorRouteSchema('operator', RoundDetailSchema, {
        summary: "One of the player's rounds in full: game recall",
        description:
          "What the player's round/detail answers; `gpid` picks the provider when two share a " +
          'round id. errorCode 6 for a player outside the caller’s brands or a round not theirs.',
        params: Type.Object({
          playerId: Type.String({ format: 'uuid' }),
          roundId: Type.String({ minLength: 1, maxLength: 200 }),
        }),
        querystring: Type.Object(
          { gpid: Type.Optional(GpidSchema) },
          { additionalProperties: false },
        ),
      }),
    },
    async (request) => {
      const { playerId, roundId } = request.params;
      await brandInScope(request, playerId);
      const detail = await recallRound(db, {
        roundId,
        gpid: request.query.gpid ?? null,
        playerId,
      });
      if (detail === null) throw notFoundError(`No round ${roundId} of player ${playerId}`);
      return ok(detail);
    },
  );
};
