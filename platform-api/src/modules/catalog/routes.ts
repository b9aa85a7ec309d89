import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { badRequestError } from '../../http/errors.js';
import { BrandIdSchema, EmptyBodySchema, Envelope, ok, responses } from '../../http/schemas.js';
import { brandExists } from '../brand/index.js';
import {
  isGameCategory,
  listCountries,
  listCurrencies,
  listGameProviders,
  listPaymentChannels,
} from './repository.js';
import { GameProviderSchema } from './schemas.js';

export interface CatalogRoutesOptions {
  db: pg.Pool;
}

const DecimalString = Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' });

export const catalogRoutes: FastifyPluginAsyncTypebox<CatalogRoutesOptions> = async (
  app,
  { db },
) => {
  const requireBrand = async (brandId: string) => {
    if (!(await brandExists(db, brandId))) throw badRequestError(`Unknown brandId ${brandId}`);
  };

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
      await requireBrand(request.body.brandId);
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
      await requireBrand(request.body.brandId);
      return ok(await listPaymentChannels(db));
    },
  );

  app.post(
    '/gameNoAuth',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Game providers, all or those offering a category',
        body: Type.Object(
          {
            systemType: Type.Literal('gameProvider'),
            brandId: BrandIdSchema,
            gameCategory: Type.String({
              minLength: 1,
              maxLength: 32,
              description: "'all' or a category code (lottery, cards, sports, slots, …)",
            }),
          },
          { additionalProperties: false },
        ),
        response: responses(Envelope(Type.Array(GameProviderSchema))),
      },
    },
    async (request) => {
      const { brandId, gameCategory } = request.body;
      await requireBrand(brandId);
      if (gameCategory !== 'all' && !(await isGameCategory(db, gameCategory))) {
        throw badRequestError(`Unknown gameCategory ${gameCategory}`);
      }
      return ok(await listGameProviders(db, gameCategory));
    },
  );
};
