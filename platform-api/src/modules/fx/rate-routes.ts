import {
  ConversionRequestSchema,
  ConversionSchema,
  ExchangeRateRequestSchema,
  ExchangeRateSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { ok, playerCall } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { convert, exchangeRate } from './exchange.js';

/** `getExchangeRate`, `convertUSDToCrypto`, `convertCryptoToUSD`: what amounts are worth. */
export const rateRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  requirePlayerOnEveryRoute(app, db);
  app.post(
    '/getExchangeRate',
    playerCall('fx', ExchangeRateSchema, {
      summary: 'Units of targetCurrency per unit of currency, before the spread',
      body: ExchangeRateRequestSchema,
    }),
    async (request) =>
      ok(await exchangeRate(db, request.body.currency, request.body.targetCurrency)),
  );

  for (const [path, direction] of [
    ['/convertUSDToCrypto', 'toCrypto'],
    ['/convertCryptoToUSD', 'toUSD'],
  ] as const) {
    app.post(
      path,
      playerCall('fx', ConversionSchema, {
        summary:
          direction === 'toCrypto'
            ? 'What a USD amount is worth in a crypto currency, at the mid rate'
            : 'What a crypto amount is worth in USD, at the mid rate',
        body: ConversionRequestSchema,
      }),
      async (request) => ok(await convert(db, direction, request.body.chain, request.body.amount)),
    );
  }
};
