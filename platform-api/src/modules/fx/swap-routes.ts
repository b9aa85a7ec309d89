import {
  IdempotencyHeadersSchema,
  PageRequestSchema,
  PageSchema,
  SwapQuoteSchema,
  SwapRecordSchema,
  SwapRequestSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

import { badRequestError } from '../../http/errors.js';
import { pageAskedFor } from '../../http/paging.js';
import { ok, playerCall } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { runIdempotently } from '../idempotency/index.js';
import { type MoneyRoutesOptions, deliverAfterCommit } from '../wallet-events/index.js';
import { executeSwap, quoteSwap, swapHistory } from './exchange.js';

/** `swap` (quote, then execute) and `getSwapHistory`. */
export const swapRoutes: FastifyPluginAsyncTypebox<MoneyRoutesOptions> = async (
  app,
  { db, walletEvents },
) => {
  requirePlayerOnEveryRoute(app, db);
  app.post(
    '/swap',
    playerCall('fx', Type.Union([SwapQuoteSchema, SwapRecordSchema]), {
      summary: 'Quote a swap between two currencies, then execute the quote',
      description:
        '`{ action: "quote", fromCurrency, toCurrency, amount }` answers a SwapQuote whose ' +
        'rate has the spread taken off and which expires after 30 s. ' +
        '`{ action: "execute", quoteId }` answers the SwapRecord. errorCode 10: balance too ' +
        'short; 14: quote expired; 15: quote already executed; 16: no such quote.',
      headers: IdempotencyHeadersSchema,
      body: SwapRequestSchema,
    }),
    async (request) => {
      const { player } = request;
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
        await deliverAfterCommit(walletEvents, () =>
          runIdempotently(db, call, (client) => executeSwap(client, player.id, quoteId)),
        ),
      );
    },
  );

  app.post(
    '/getSwapHistory',
    playerCall('fx', PageSchema(SwapRecordSchema), {
      summary: "The player's executed swaps, newest first",
      body: PageRequestSchema,
    }),
    async (request) => {
      return ok(await swapHistory(db, request.player.id, pageAskedFor(request.body)));
    },
  );
};
