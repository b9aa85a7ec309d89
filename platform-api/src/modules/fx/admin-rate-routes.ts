// Exchange rates as staff set them: shared by every brand.

import { AmountSchema, CurrencyCodeSchema, ExchangeRateSettingSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { setExchangeRate, storedExchangeRates } from './exchange.js';

/** `rates` of the admin API. */
export const fxAdminRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
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
};
