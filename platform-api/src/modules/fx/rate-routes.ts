import {
  ConversionRequestSchema,
  ConversionSchema,
  Envelope,
  ExchangeRateRequestSchema,
  ExchangeRateSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { ok, requiresAuthorization, responses } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
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
        body: ExchangeRateRequestSchema,
        response: responses(Envelope(ExchangeRateSchema)),
      },
    },
    async (request) =>
      ok(await exchangeRate(db, request.body.currency, request.body.targetCurrency)),
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
          body: ConversionRequestSchema,
          response: responses(Envelope(ConversionSchema)),
        },
      },
      async (request) => ok(await convert(db, direction, request.body.chain, request.body.amount)),
    );
  }
};
