import {
  AmountSchema,
  CurrencyCodeSchema,
  Envelope,
  ExchangeRateSchema,
  RemoteNameSchema,
  RemoteRegistryEntrySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import {
  OperatorKeyHeaders,
  requireOperatorKeyOnEveryRoute,
  type OperatorKeyCheck,
} from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import { setRemoteEnabled } from '../brand/index.js';
import { setExchangeRate } from '../fx/index.js';

export interface SettingRoutesOptions {
  db: pg.Pool;
  operatorKeyCheck: OperatorKeyCheck;
}

const tags = ['operator'];
const headers = OperatorKeyHeaders;

/** `rates` and `brands/:brandId/remotes/:name`: exchange rates and each brand's remotes. */
export const settingRoutes: FastifyPluginAsyncTypebox<SettingRoutesOptions> = async (
  app,
  { db, operatorKeyCheck },
) => {
  requireOperatorKeyOnEveryRoute(app, operatorKeyCheck);

  app.post(
    '/rates',
    {
      schema: {
        tags,
        summary: 'Set the rate and spread of a currency pair',
        description:
          'rate: targetCurrency per 1 currency. spread: the fraction kept on swaps, 0 ≤ spread < 1.',
        headers,
        body: Type.Object(
          {
            currency: CurrencyCodeSchema,
            targetCurrency: CurrencyCodeSchema,
            rate: AmountSchema,
            spread: Type.String({ pattern: '^0(\\.[0-9]{1,18})?$', default: '0' }),
          },
          { additionalProperties: false },
        ),
        response: responses(
          Envelope(Type.Composite([ExchangeRateSchema, Type.Object({ spread: Type.String() })])),
        ),
      },
    },
    async (request) => ok(await setExchangeRate(db, request.body)),
  );

  app.post(
    '/brands/:brandId/remotes/:name',
    {
      schema: {
        tags,
        summary: "Switch one remote on or off for a brand: the brand's shells follow on next load",
        description:
          'No rebuild: the shell reads the remote registry from the brand config at boot, and a ' +
          'disabled remote is never requested.',
        headers,
        params: Type.Object({ brandId: Type.String(), name: RemoteNameSchema }),
        body: Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false }),
        response: responses(Envelope(RemoteRegistryEntrySchema)),
      },
    },
    async (request) => {
      const { brandId, name } = request.params;
      const entry = await setRemoteEnabled(db, brandId, name, request.body.enabled);
      if (entry === null) throw notFoundError(`Brand ${brandId} has no remote ${name}`);
      return ok(entry);
    },
  );
};
