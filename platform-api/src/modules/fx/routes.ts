import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { badRequestError } from '../../http/errors.js';
import { PageFields, PageSchema } from '../../http/paging.js';
import { Envelope, ok, requiresAuthorization, responses } from '../../http/schemas.js';
import { authenticatePlayer } from '../auth/index.js';
import { runIdempotently } from '../idempotency/index.js';
import { publishAfterCommit, type WalletEventBatcher } from '../wallet-events/index.js';
import {
  AmountSchema,
  ConversionSchema,
  CurrencyCodeSchema,
  ExchangeRateSchema,
  IdempotencyHeadersSchema,
  SwapQuoteSchema,
  SwapRecordSchema,
} from '../wallet/index.js';
import { convert, exchangeRate, executeSwap, quoteSwap, swapHistory } from './exchange.js';

export interface FxRoutesOptions {
  db: pg.Pool;
  walletEvents: WalletEventBatcher;
}

const tags = ['fx'];
const security = requiresAuthorization;

export const fxRoutes: FastifyPluginAsyncTypebox<FxRoutesOptions> = async (
  app,
  { db, walletEvents },
) => {
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
    async (request) => {
      await authenticatePlayer(db, request.headers.authorization);
      return ok(await exchangeRate(db, request.body.currency, request.body.targetCurrency));
    },
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
      async (request) => {
        await authenticatePlayer(db, request.headers.authorization);
        return ok(await convert(db, direction, request.body.chain, request.body.amount));
      },
    );
  }

  app.post(
    '/swap',
    {
      schema: {
        tags,
        summary: 'Quote a swap between two currencies, then execute the quote',
        description:
          '`{ action: "quote", fromCurrency, toCurrency, amount }` answers a SwapQuote whose ' +
          'rate has the spread taken off and which expires after 30 s. ' +
          '`{ action: "execute", quoteId }` answers the SwapRecord. errorCode 10: balance too ' +
          'short; 14: quote expired; 15: quote already executed; 16: no such quote.',
        security,
        headers: IdempotencyHeadersSchema,
        body: Type.Object(
          {
            action: Type.Union([Type.Literal('quote'), Type.Literal('execute')]),
            fromCurrency: Type.Optional(CurrencyCodeSchema),
            toCurrency: Type.Optional(CurrencyCodeSchema),
            amount: Type.Optional(AmountSchema),
            quoteId: Type.Optional(Type.String({ format: 'uuid' })),
          },
          { additionalProperties: false },
        ),
        response: responses(Envelope(Type.Union([SwapQuoteSchema, SwapRecordSchema]))),
      },
    },
    async (request) => {
      const player = await authenticatePlayer(db, request.headers.authorization);
      const { action, fromCurrency, toCurrency, amount, quoteId } = request.body;
      const call = {
        playerId: player.id,
        idempotencyKey: request.headers['idempotency-key'],
        call: 'swap',
        input: request.body,
      };
      if (action === 'quote') {
        if (fromCurrency === undefined || toCurrency === undefined || amount === undefined) {
          throw badRequestError('A quote needs fromCurrency, toCurrency and amount');
        }
        if (quoteId !== undefined) throw badRequestError('A quote takes no quoteId');
        return ok(
          await runIdempotently(db, call, (client) =>
            quoteSwap(client, player.id, { fromCurrency, toCurrency, amount }),
          ),
        );
      }
      if (quoteId === undefined) throw badRequestError('execute needs quoteId');
      if (fromCurrency !== undefined || toCurrency !== undefined || amount !== undefined) {
        throw badRequestError('execute takes only quoteId');
      }
      return ok(
        await publishAfterCommit(walletEvents, (events) =>
          runIdempotently(db, call, (client) => executeSwap(client, player.id, quoteId, events)),
        ),
      );
    },
  );

  app.post(
    '/getSwapHistory',
    {
      schema: {
        tags,
        summary: "The player's executed swaps, newest first",
        security,
        body: Type.Object(PageFields, { additionalProperties: false }),
        response: responses(Envelope(PageSchema(SwapRecordSchema))),
      },
    },
    async (request) => {
      const player = await authenticatePlayer(db, request.headers.authorization);
      const { page = 1, pageSize = 20 } = request.body;
      return ok(await swapHistory(db, player.id, { page, pageSize }));
    },
  );
};
