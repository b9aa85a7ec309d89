import {
  CountrySchema,
  CurrencyListItemSchema,
  CurrencyListRequestSchema,
  EmptyBodySchema,
  Envelope,
  PaymentChannelRequestSchema,
  PaymentChannelSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { ok, responses } from '../../http/schemas.js';
import { requireKnownBrand } from './known-brand.js';
import { listCountries, listCurrencies, listPaymentChannels } from './repository.js';

export interface ReferenceListRoutesOptions {
  db: pg.Pool;
}

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
        response: responses(Envelope(Type.Array(CountrySchema))),
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
        body: CurrencyListRequestSchema,
        response: responses(Envelope(Type.Array(CurrencyListItemSchema))),
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
        body: PaymentChannelRequestSchema,
        response: responses(Envelope(Type.Array(PaymentChannelSchema))),
      },
    },
    async (request) => {
      await requireKnownBrand(db, request.body.brandId);
      return ok(await listPaymentChannels(db));
    },
  );
};
