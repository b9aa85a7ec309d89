import { BrandIdSchema, EmptyBodySchema, Envelope } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { ok, responses } from '../../http/schemas.js';
import { requireKnownBrand } from './known-brand.js';
import { listCountries, listCurrencies, listPaymentChannels } from './repository.js';

export interface ReferenceListRoutesOptions {
  db: pg.Pool;
}

const DecimalString = Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' });

/** The reference lists a visitor's forms need: countries, currencies and payment channels. */
export const referenceListRoutes: FastifyPluginAsyncTypebox<ReferenceListRoutesOptions> = async (
  app,
  { db },
) => {
  app.post(
    '/country/get',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Countries with ISO code and dial code',
        body: EmptyBodySchema,
        response: responses(
          Envelope(
            Type.Array(
              Type.Object({ code: Type.String(), name: Type.String(), dialCode: Type.String() }),
            ),
          ),
        ),
      },
    },
    async () => ok(await listCountries(db)),
  );

  app.post(
    '/currency-lists',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Currencies, fiat and crypto, with their decimal scale and networks',
        body: Type.Object(
          {
            type: Type.Literal('get'),
            currencyType: Type.Union([
              Type.Literal('all'),
              Type.Literal('fiat'),
              Type.Literal('crypto'),
            ]),
            brandId: BrandIdSchema,
          },
          { additionalProperties: false },
        ),
        response: responses(
          Envelope(
            Type.Array(
              Type.Object({
                currency: Type.String(),
                name: Type.String(),
                type: Type.Union([Type.Literal('fiat'), Type.Literal('crypto')]),
                scale: Type.Integer({ description: 'Decimal places of amounts' }),
                symbol: Type.String(),
                logo: Type.String(),
                networks: Type.Array(Type.String()),
              }),
            ),
          ),
        ),
      },
    },
    async (request) => {
      await requireKnownBrand(db, request.body.brandId);
      return ok(await listCurrencies(db, request.body.currencyType));
    },
  );

  app.post(
    '/paymentChannel',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Banks, e-wallets and crypto channels per currency',
        body: Type.Object(
          {
            paymentType: Type.Literal('ALL'),
            type: Type.Literal('getByPaymentType'),
            brandId: BrandIdSchema,
          },
          { additionalProperties: false },
        ),
        response: responses(
          Envelope(
            Type.Array(
              Type.Object({
                code: Type.String(),
                name: Type.String(),
                type: Type.Union([
                  Type.Literal('bank'),
                  Type.Literal('eWallet'),
                  Type.Literal('crypto'),
                ]),
                currency: Type.String(),
                logo: Type.String(),
                minAmount: DecimalString,
                maxAmount: DecimalString,
              }),
            ),
          ),
        ),
      },
    },
    async (request) => {
      await requireKnownBrand(db, request.body.brandId);
      return ok(await listPaymentChannels(db));
    },
  );
};
