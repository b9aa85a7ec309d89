// /admin/v1/brands/:brandId/originals: the brand owner's switches, edges and bounds of the
// originals. Bets after a change use it; every change is audited.

import {
  BrandIdSchema,
  OriginalGameSchema,
  OriginalsGameSettingsSchema,
  OriginalsSettingsChangeSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Decimal } from 'decimal.js';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { requireBrand } from '../../http/admin-access.js';
import { badRequestError, notFoundError } from '../../http/errors.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { ORIGINAL_GAMES } from './games.js';
import { brandGameSettings, saveBrandGameSettings } from './settings.js';

const params = Type.Object({ brandId: BrandIdSchema, game: OriginalGameSchema });

async function requireKnownBrand(db: pg.PoolClient | pg.Pool, brandId: string) {
  const { rowCount } = await db.query('SELECT 1 FROM brands WHERE id = $1', [brandId]);
  if (rowCount === 0) throw notFoundError(`No brand ${brandId}`);
}

export const originalsAdminRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  app.get(
    '/brands/:brandId/originals',
    {
      config: { roles: ['owner'] },
      schema: operatorRouteSchema('originals', Type.Array(OriginalsGameSettingsSchema), {
        summary: "A brand's originals: on or off, house edge, stake and payout bounds",
        params: Type.Object({ brandId: BrandIdSchema }),
      }),
    },
    async (request) => {
      const { brandId } = request.params;
      requireBrand(request.operator, brandId);
      await requireKnownBrand(db, brandId);
      return ok(
        await Promise.all(ORIGINAL_GAMES.map((game) => brandGameSettings(db, brandId, game))),
      );
    },
  );

  app.post(
    '/brands/:brandId/originals/:game',
    {
      config: { roles: ['owner'], audit: 'originals.change-settings' },
      schema: operatorRouteSchema('originals', OriginalsGameSettingsSchema, {
        summary: 'Change one original of a brand: switch, edge (0.01 … 0.05) or bounds',
        description:
          '`limits` replaces every currency’s bounds; minStake ≤ maxStake and maxPayout > 0 ' +
          '(else errorCode 2). An unknown brand is errorCode 6.',
        params,
        body: OriginalsSettingsChangeSchema,
      }),
    },
    async (request) => {
      const { brandId, game } = request.params;
      requireBrand(request.operator, brandId);
      for (const bound of request.body.limits ?? []) {
        if (
          new Decimal(bound.minStake).gt(bound.maxStake) ||
          new Decimal(bound.maxPayout).isZero()
        ) {
          throw badRequestError(`${bound.currency}: minStake ≤ maxStake and maxPayout > 0`);
        }
      }
      const { before, after } = await withTransaction(db, async (client) => {
        await requireKnownBrand(client, brandId);
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`originals:${brandId}`]);
        const current = await brandGameSettings(client, brandId, game);
        const changed = { ...current, ...request.body, game };
        const currencies = await client.query('SELECT code FROM currencies WHERE code = ANY($1)', [
          changed.limits.map((bound) => bound.currency),
        ]);
        if (
          currencies.rowCount !== new Set(changed.limits.map((bound) => bound.currency)).size ||
          currencies.rowCount !== changed.limits.length
        ) {
          throw badRequestError('limits: unknown or repeated currency');
        }
        await saveBrandGameSettings(client, brandId, changed);
        return { before: current, after: await brandGameSettings(client, brandId, game) };
      });
      request.audit = { brandId, target: `originals:${brandId}:${game}`, before, after };
      return ok(after);
    },
  );
};
