import {
  PageSchema,
  TransactionListRequestSchema,
  TransactionRequestSchema,
  TransactionSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import { pageAskedFor } from '../../http/paging.js';
import { ok, playerCall } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { findAccountTransaction, listAccountTransactions } from './repository.js';

/** `listAccountTransaction` and `get-transaction`: the player's history entries. */
export const historyRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  requirePlayerOnEveryRoute(app, db);

  app.post(
    '/listAccountTransaction',
    playerCall('payments', PageSchema(TransactionSchema), {
      summary: "The player's transactions of one category, a page at a time",
      description:
        'DEPOWD: deposits and withdrawals; SWAP: swaps (in the currency given); ' +
        'GAMETRANSFER: transfers to and from games. Sorted by createdAt.',
      body: TransactionListRequestSchema,
    }),
    async (request) => {
      const { transactionType, sort } = request.body;
      const page = pageAskedFor(request.body);
      const { items, total } = await listAccountTransactions(db, request.player.id, {
        category: transactionType,
        sort,
        ...page,
      });
      return ok({ items, total, ...page });
    },
  );

  app.post(
    '/get-transaction',
    playerCall('payments', TransactionSchema, {
      summary: 'One of the player’s transactions',
      description: "errorCode 6 for an unknown id or another player's transaction.",
      body: TransactionRequestSchema,
    }),
    async (request) => {
      const transaction = await findAccountTransaction(
        db,
        request.player.id,
        request.body.transactionId,
      );
      if (transaction === null) throw notFoundError('No such transaction');
      return ok(transaction);
    },
  );
};
