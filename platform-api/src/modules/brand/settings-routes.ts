// /admin/v1/brands: the brands of the caller's scope, and the settings their marketing teams
// change (theme, logo, banners, languages, jackpot, live chat, homepage widgets). The sites read
// the brand config afresh on every load, so a change shows on each site's next load.

import {
  BrandIdSchema,
  BrandSettingsAnswerSchema,
  BrandSettingsChangeSchema,
  type BrandSettingsAnswer,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { requireBrand } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import {
  findBrand,
  saveBonusSettings,
  saveOperatorConfig,
  type BrandRecord,
} from './repository.js';
import { applySettingsChange, settingsOf } from './settings.js';

export interface BrandSettingsRoutesOptions {
  db: pg.Pool;
}

const params = Type.Object({ brandId: BrandIdSchema });

const answerOf = (brand: BrandRecord): BrandSettingsAnswer => ({
  brandId: brand.id,
  brandName: brand.name,
  ...settingsOf(brand.config),
  jurisdiction: brand.jurisdiction,
  spendingOrder: brand.spendingOrder,
});

export const brandSettingsRoutes: FastifyPluginAsyncTypebox<BrandSettingsRoutesOptions> = async (
  app,
  { db },
) => {
  app.get(
    '/brands/:brandId/settings',
    {
      config: { roles: ['marketing'] },
      schema: operatorRouteSchema('brands', BrandSettingsAnswerSchema, {
        summary: "A brand's settings: theme, logo, banners, languages, jackpot, live chat, widgets",
        description: 'An unknown brand is errorCode 6.',
        params,
      }),
    },
    async (request) => {
      const { brandId } = request.params;
      requireBrand(request.operator, brandId);
      const brand = await findBrand(db, brandId);
      if (brand === null) throw notFoundError(`No brand ${brandId}`);
      return ok(answerOf(brand));
    },
  );

  app.post(
    '/brands/:brandId/settings',
    {
      config: { roles: ['marketing'], audit: 'brand.change-settings' },
      schema: operatorRouteSchema('brands', BrandSettingsAnswerSchema, {
        summary: "Change some of a brand's settings: its site shows them on its next load",
        description:
          'Settings left out stay as they are. The default language must be one of `languages`, ' +
          'the jackpot minIncrement at most its maxIncrement, and an active live chat needs a ' +
          'URL (else errorCode 2). An unknown brand is errorCode 6.',
        params,
        body: BrandSettingsChangeSchema,
      }),
    },
    async (request) => {
      const { brandId } = request.params;
      requireBrand(request.operator, brandId);
      const { before, after } = await withTransaction(db, async (client) => {
        const brand = await findBrand(client, brandId, { forUpdate: true });
        if (brand === null) throw notFoundError(`No brand ${brandId}`);
        // The bonus settings are the brand's columns; the rest is its site config.
        const { jurisdiction, spendingOrder, ...configChange } = request.body;
        const bonus = {
          jurisdiction: jurisdiction ?? brand.jurisdiction,
          spendingOrder: spendingOrder ?? brand.spendingOrder,
        };
        await saveBonusSettings(client, brandId, bonus);
        const config =
          Object.keys(configChange).length > 0
            ? applySettingsChange(brand.config, configChange)
            : brand.config;
        if (config !== brand.config) await saveOperatorConfig(client, brandId, config);
        return { before: answerOf(brand), after: answerOf({ ...brand, ...bonus, config }) };
      });
      const changed = Object.keys(request.body) as (keyof typeof request.body)[];
      const only = (settings: BrandSettingsAnswer) =>
        Object.fromEntries(changed.map((key) => [key, settings[key]]));
      request.audit = {
        brandId,
        target: `brand:${brandId}`,
        before: only(before),
        after: only(after),
      };
      return ok(after);
    },
  );
};
