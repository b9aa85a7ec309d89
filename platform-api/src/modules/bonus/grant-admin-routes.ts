// /admin/v1 reads of a player's bonus grants and a grant's entries, for the back office's player
// page: marketing, payments and support read, inside the caller's brands (docs/bonus.md).

import {
  AdminPageQuerySchema,
  BonusEntrySchema,
  BonusGrantListSchema,
  PageSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { requireBrand, type Operator } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { pageOfQuery } from '../../http/paging.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { findGrantOwner, findPlayerStanding, listEntries, listGrants } from './grant-repository.js';
import { BONUS_READERS } from './admin-scope.js';

const uuid = Type.String({ format: 'uuid' });

/** The player's brand must be in the caller's scope, as for the operator's bonus writes. */
async function requirePlayerInScope(db: pg.Pool, operator: Operator, playerId: string) {
  const standing = await findPlayerStanding(db, playerId);
  if (standing === null) throw notFoundError('No such player');
  requireBrand(operator, standing.brandId);
}

export const bonusGrantAdminRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  app.get(
    '/players/:playerId/bonus-grants',
    {
      config: { roles: BONUS_READERS },
      schema: operatorRouteSchema('bonus', BonusGrantListSchema, {
        summary: "A player's bonus grants, newest first",
        params: Type.Object({ playerId: uuid }),
      }),
    },
    async (request) => {
      const { playerId } = request.params;
      await requirePlayerInScope(db, request.operator, playerId);
      return ok(await listGrants(db, playerId, null));
    },
  );

  app.get(
    '/bonus-grants/:grantId/entries',
    {
      config: { roles: BONUS_READERS },
      schema: operatorRouteSchema('bonus', PageSchema(BonusEntrySchema), {
        summary: "A page of a grant's entries, oldest first",
        params: Type.Object({ grantId: uuid }),
        querystring: AdminPageQuerySchema,
      }),
    },
    async (request) => {
      const { grantId } = request.params;
      const owner = await findGrantOwner(db, grantId);
      if (owner === null) throw notFoundError('No such grant');
      await requirePlayerInScope(db, request.operator, owner.playerId);
      const page = pageOfQuery(request.query);
      return ok({ ...(await listEntries(db, grantId, page)), ...page });
    },
  );
};
