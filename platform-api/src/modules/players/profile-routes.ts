// The operator's players (/admin/v1/players): the search, a player's profile and lifetime totals.
// Within the caller's brands only: another brand's player is as unknown as a missing one, and
// naming another brand in a search is refused.

import {
  PageSchema,
  PlayerProfileSchema,
  PlayerSearchQuerySchema,
  PlayerSummarySchema,
  PlayerTotalsSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

import { requireBrand } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { pageOfQuery } from '../../http/paging.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { playerLifetimeTotals } from '../reports/index.js';
import { loadProfile, summaryOf } from './profile.js';
import { searchPlayers } from './repository.js';
import {
  PlayerParams,
  playerReaders,
  playerScope,
  type PlayerAdminRoutesOptions,
} from './scope.js';

export const playerProfileRoutes: FastifyPluginAsyncTypebox<PlayerAdminRoutesOptions> = async (
  app,
  { db },
) => {
  const { brandInScope } = playerScope(db);

  app.get(
    '/players',
    {
      config: { roles: playerReaders },
      schema: operatorRouteSchema('operator', PageSchema(PlayerSummarySchema), {
        summary: 'Players whose username, email or phone number contains the query',
        description:
          'Any part, in any case (% and _ are plain characters); without a query, every player. ' +
          'Each with the time-out or self-exclusion in force, if any. Newest first, within the ' +
          "caller's brands (a brandId outside them is errorCode 30).",
        querystring: PlayerSearchQuerySchema,
      }),
    },
    async (request) => {
      const { brandId, query } = request.query;
      if (brandId !== undefined) requireBrand(request.operator, brandId);
      const paging = pageOfQuery(request.query);
      const { items, total } = await searchPlayers(
        db,
        {
          brandIds: brandId === undefined ? request.operator.brandIds : [brandId],
          query: query?.trim() || null,
        },
        paging,
      );
      return ok({ items: items.map(summaryOf), total, ...paging });
    },
  );

  app.get(
    '/players/:playerId',
    {
      config: { roles: playerReaders },
      schema: operatorRouteSchema('operator', PlayerProfileSchema, {
        summary:
          "A player's profile: balances, verification, block, referral and protection summary",
        params: PlayerParams,
      }),
    },
    async (request) => {
      const { playerId } = request.params;
      await brandInScope(request, playerId);
      const profile = await loadProfile(db, playerId);
      if (profile === null) throw notFoundError(`No player ${playerId}`);
      return ok(profile);
    },
  );

  app.get(
    '/players/:playerId/totals',
    {
      config: { roles: playerReaders },
      schema: operatorRouteSchema('operator', Type.Array(PlayerTotalsSchema), {
        summary: "The player's lifetime deposits, withdrawals, GGR and bonus cost, per currency",
        description:
          'Deposits credited and withdrawals paid out; GGR = stakes − wins of real money (as the ' +
          'GGR report counts it); bonus cost = cash bonuses and bonus money converted to real ' +
          'money (as the NGR report counts it). Every currency the player moved money in.',
        params: PlayerParams,
      }),
    },
    async (request) => {
      const { playerId } = request.params;
      await brandInScope(request, playerId);
      return ok(await playerLifetimeTotals(db, playerId));
    },
  );
};
