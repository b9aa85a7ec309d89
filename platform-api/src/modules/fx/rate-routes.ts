import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { Envelope, ok, requiresAuthorization, responses } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import {
  AmountSchema,
  ConversionSchema,
  CurrencyCodeSchema,
  ExchangeRateSchema,
} from '../wallet/index.js';
import { convert, exchangeRate } from './exchange.js';

const tags = ['fx'];
const security = requiresAuthorization;

/** `getExchangeRate`, `convertUSDToCrypto`, `convertCryptoToUSD`: what amounts are worth. */
export const rateRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  requirePlayerOnEveryRoute(app, db);
  app.post(
    '/getExchangeRate',
    {
      schema: {
        tags,
        summary: 'Units of targetCurrency per unit of currency, before the spread',
        security,
        body: Type.Object(
          { currency: CurrencyCodeSchema, targetCurrency: CurrencyCodeSchema },
          { additionalProperties: false },
        ),
        response: responses(Envelope(ExchangeRateSchema)),
      },
    },
    async (request) =>
      ok(await exchangeRate(db, request.body.currency, request.body.targetCurrency)),
  );

  const ConversionBody = Type.Object(
    {
      chain: Type.String({
        pattern: '^[A-Z0-9]{2,10}$',
        description: 'The crypto currency, e.g. BTC or USDT',
      }),
      amount: AmountSchema,
    },
    { additionalProperties: false },
  );
  for (const [path, direction] of [
    ['/convertUSDToCrypto', 'toCrypto'],
    ['/convertCryptoToUSD', 'toUSD'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary:
            direction === 'toCrypto'
              ? 'What a USD amount is worth in a crypto currency, at the mid rate'
              : 'What a crypto amount is worth in USD, at the mid rate',
          security,
          body: ConversionBody,
          response: responses(Envelope(ConversionSchema)),
        },
      },
      async (request) => ok(await convert(db, direction, request.body.chain, request.body.amount)),
    );
  }
};
