// The operator's view of a player's protection (/admin/v1, X-Operator-Key).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import {
  OperatorKeyHeaders,
  requireOperatorKeyOnEveryRoute,
  type OperatorKeyCheck,
} from '../../http/operator-key.js';
import { Envelope, ok, responses } from '../../http/schemas.js';
import { limitsOf } from './limits.js';
import { findExclusionInForce, findPlayer, listHistory } from './repository.js';
import { ExclusionSchema, LimitSchema } from './schemas.js';

export interface ProtectionAdminRoutesOptions {
  db: pg.Pool;
  operatorKeyCheck: OperatorKeyCheck;
}

const tags = ['operator'];
const headers = OperatorKeyHeaders;

export const protectionAdminRoutes: FastifyPluginAsyncTypebox<
  ProtectionAdminRoutesOptions
> = async (app, { db, operatorKeyCheck }) => {
  requireOperatorKeyOnEveryRoute(app, operatorKeyCheck);

  app.get(
    '/players/:playerId/protection',
    {
      config: { roles: ['support'] },
      schema: {
        tags,
        summary: "A player's limits, time-out or self-exclusion, and the history of every change",
        headers,
        params: Type.Object({ playerId: Type.String({ format: 'uuid' }) }),
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
      const player = await findPlayer(db, request.params.playerId);
      if (player === null) throw notFoundError(`No player ${request.params.playerId}`);
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
