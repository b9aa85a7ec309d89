import {
  AmountSchema,
  BrandSummarySchema,
  CurrencyListItemSchema,
  CurrencyCodeSchema,
  ExchangeRateSettingSchema,
  RemoteNameSchema,
  RemoteRegistryEntrySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { requireBrand } from '../../http/admin-access.js';
import { ApiError, ErrorCode, notFoundError } from '../../http/errors.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { brandExists, listBrandSummaries, listRemotes, setRemoteEnabled } from '../brand/index.js';
import { listCurrencies } from '../catalog/index.js';
import { setExchangeRate, storedExchangeRates } from '../fx/index.js';
import { hasReferralProgramme } from '../referral/index.js';

/** What the admin API takes for a reason: a remote switch's, as a block's or a decline's. */
const SwitchReasonSchema = Type.String({
  minLength: 1,
  maxLength: 500,
  pattern: '\\S',
  description: 'Why: kept in the audit log',
});

export interface SettingRoutesOptions {
  db: pg.Pool;
}

/**
 * `rates`, `currencies`, `brands` and `brands/:brandId/remotes`: exchange rates, the currencies
 * and brands the back office's pickers offer, and the brands' remotes.
 */
export const settingRoutes: FastifyPluginAsyncTypebox<SettingRoutesOptions> = async (
  app,
  { db },
) => {
  app.post(
    '/rates',
    {
      // Rates are shared by every brand.
      config: { roles: ['payments'], everyBrand: true, audit: 'fx.set-rate' },
      schema: operatorRouteSchema('operator', ExchangeRateSettingSchema, {
        summary: 'Set the rate and spread of a currency pair',
        description:
          'rate: targetCurrency per 1 currency. spread: the fraction kept on swaps, 0 ≤ spread < 1.',
        body: Type.Object(
          {
            currency: CurrencyCodeSchema,
            targetCurrency: CurrencyCodeSchema,
            rate: AmountSchema,
            spread: Type.String({ pattern: '^0(\\.[0-9]{1,18})?$', default: '0' }),
          },
          { additionalProperties: false },
        ),
      }),
    },
    async (request) => {
      const { setting, before } = await setExchangeRate(db, request.body);
      request.audit = {
        target: `rate:${setting.currency}/${setting.targetCurrency}`,
        before,
        after: setting,
      };
      return ok(setting);
    },
  );

  app.get(
    '/rates',
    {
      config: { roles: ['payments'], everyBrand: true },
      schema: operatorRouteSchema('operator', Type.Array(ExchangeRateSettingSchema), {
        summary: 'Every stored currency pair with its rate, spread and last change',
        description: 'Inverse pairs and crosses through USD are derived from these.',
      }),
    },
    async () => ok(await storedExchangeRates(db)),
  );

  app.get(
    '/currencies',
    {
      config: { roles: ['payments', 'support', 'marketing', 'release'] },
      schema: operatorRouteSchema(
        'operator',
        Type.Array(
          Type.Pick(CurrencyListItemSchema, ['currency', 'name', 'type', 'scale', 'networks']),
        ),
        {
          summary:
            'Every currency with its name, type, decimal places and chain networks, for pickers',
        },
      ),
    },
    async () =>
      ok(
        (await listCurrencies(db, 'all')).map(({ currency, name, type, scale, networks }) => ({
          currency,
          name,
          type,
          scale,
          networks,
        })),
      ),
  );

  app.get(
    '/brands',
    {
      config: { roles: ['payments', 'support', 'marketing', 'release'] },
      schema: operatorRouteSchema('operator', Type.Array(BrandSummarySchema), {
        summary: "The brands of the caller's scope, for brand pickers",
      }),
    },
    async (request) => ok(await listBrandSummaries(db, request.operator.brandIds)),
  );

  app.get(
    '/brands/:brandId/remotes',
    {
      config: { roles: ['release', 'support'] },
      schema: operatorRouteSchema('operator', Type.Array(RemoteRegistryEntrySchema), {
        summary: "A brand's remote registry: each remote's manifest, version and switch",
        description: 'An unknown brand is errorCode 6.',
        params: Type.Object({ brandId: Type.String() }),
      }),
    },
    async (request) => {
      const { brandId } = request.params;
      requireBrand(request.operator, brandId);
      if (!(await brandExists(db, brandId))) throw notFoundError(`No brand ${brandId}`);
      return ok(await listRemotes(db, brandId));
    },
  );

  app.post(
    '/brands/:brandId/remotes/:name',
    {
      config: { roles: ['release'], audit: 'brand.switch-remote' },
      schema: operatorRouteSchema('operator', RemoteRegistryEntrySchema, {
        summary: "Switch one remote on or off for a brand: the brand's shells follow on next load",
        description:
          'No rebuild: the shell reads the remote registry from the brand config at boot, and a ' +
          'disabled remote is never requested. reason: why, kept in the audit log. The referral ' +
          'remote is switched on only for a brand with a referral programme (errorCode 27).',
        params: Type.Object({ brandId: Type.String(), name: RemoteNameSchema }),
        body: Type.Object(
          { enabled: Type.Boolean(), reason: SwitchReasonSchema },
          { additionalProperties: false },
        ),
      }),
    },
    async (request) => {
      const { brandId, name } = request.params;
      const { enabled, reason } = request.body;
      requireBrand(request.operator, brandId);
      if (!(await brandExists(db, brandId))) throw notFoundError(`No brand ${brandId}`);
      // The referral pages of a brand without a programme would promise commissions never paid.
      if (name === 'referral' && enabled && !(await hasReferralProgramme(db, brandId))) {
        throw new ApiError(
          ErrorCode.releaseRefused,
          `Brand ${brandId} has no referral programme: configure its commission before ` +
            'switching the referral remote on',
        );
      }
      const entry = await setRemoteEnabled(db, brandId, name, enabled);
      if (entry === null) throw notFoundError(`Brand ${brandId} has no remote ${name}`);
      request.audit = {
        brandId,
        target: `remote:${name}`,
        after: { ...entry, reason: reason.trim() },
      };
      return ok(entry);
    },
  );
};
