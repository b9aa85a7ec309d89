// The operator's view of a player's protection (/admin/v1/players/:playerId/protection) and, in
// kyc-admin-routes.ts, identity checks; within the caller's brands: another brand's player is as
// unknown as a missing one.

import { Envelope, ExclusionSchema, LimitSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import { kycAdminRoutes, type ProtectionAdminRoutesOptions } from './kyc-admin-routes.js';
import { limitsOf } from './limits.js';
import { playerInScope } from './player-scope.js';
import { findExclusionInForce, listHistory } from './repository.js';

export type { ProtectionAdminRoutesOptions };

const PlayerParams = Type.Object({ playerId: Type.String({ format: 'uuid' }) });

const tags = ['operator'];
const headers = OperatorKeyHeaders;

export const protectionAdminRoutes: FastifyPluginAsyncTypebox<
  ProtectionAdminRoutesOptions
> = async (app, options) => {
  const { db } = options;
  await app.register(kycAdminRoutes, options);
  app.get(
    '/players/:playerId/protection',
    {
      config: { roles: ['support'] },
      schema: {
        tags,
        summary: "A player's limits, time-out or self-exclusion, and the history of every change",
        headers,
        params: PlayerParams,
        response: responses(
          Envelope(
            Type.Object({
              limits: Type.Array(LimitSchema),
              exclusion: Type.Union([ExclusionSchema, Type.Null()]),
              history: Type.Array(
                Type.Object({
                  action: Type.String(),
                  details: Type.Record(Type.String(), Type.Unknown()),
                  actor: Type.String(),
                  createdAt: Type.String({ format: 'date-time' }),
                }),
              ),
            }),
          ),
        ),
      },
    },
    async (request) => {
      const player = await playerInScope(db, request, request.params.playerId);
      const exclusion = await findExclusionInForce(db, player.id);
      const history = await listHistory(db, player.id);
      return ok({
        limits: await limitsOf(db, player, null),
        exclusion:
          exclusion === null
            ? null
            : {
                ...exclusion,
                startsAt: exclusion.startsAt.toISOString(),
                endsAt: exclusion.endsAt.toISOString(),
              },
        history: history.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
      });
    },
  );
};
