// Operators' decisions on deposits and withdrawals, and the receipts players sent with them.

import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

import { Envelope, TransactionSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import {
  OperatorKeyHeaders,
  requireOperatorKeyOnEveryRoute,
  type OperatorKeyCheck,
} from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import {
  createReceiptStore,
  decidePayment,
  findReceipt,
  listPendingPayments,
} from '../payments/index.js';
import type { WalletEventBatcher } from '../wallet-events/index.js';

export interface DecisionRoutesOptions {
  db: pg.Pool;
  walletEvents: WalletEventBatcher;
  operatorKeyCheck: OperatorKeyCheck;
  receiptsDir: string;
}

const tags = ['operator'];
const headers = OperatorKeyHeaders;
const PENDING_LIST_LIMIT = 500;

const TransactionIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const OperatorTransactionSchema = Type.Composite([
  TransactionSchema,
  Type.Object({ playerId: Type.String(), brandId: Type.String(), username: Type.String() }),
]);
/** A pending transaction as operators see it: with the player it belongs to. */
export type OperatorTransaction = Static<typeof OperatorTransactionSchema>;

/** `transactions/*`: the pending payments, their approval or decline, their receipts. */
export const decisionRoutes: FastifyPluginAsyncTypebox<DecisionRoutesOptions> = async (
  app,
  { db, walletEvents, operatorKeyCheck, receiptsDir },
) => {
  requireOperatorKeyOnEveryRoute(app, operatorKeyCheck);
  const receipts = createReceiptStore(receiptsDir);

  app.get(
    '/transactions/pending',
    {
      schema: {
        tags,
        summary: 'Pending deposits and withdrawals of every brand, oldest first',
        headers,
        response: responses(Envelope(Type.Array(OperatorTransactionSchema))),
      },
    },
    async () => ok(await listPendingPayments(db, PENDING_LIST_LIMIT)),
  );

  app.post(
    '/transactions/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve: credit a deposit, or pay out a held withdrawal',
        description:
          'Approving an approved transaction answers it unchanged; a declined one is errorCode 13.',
        headers,
        params: TransactionIdParams,
        body: Type.Object({}, { additionalProperties: false }),
        response: responses(Envelope(TransactionSchema)),
      },
    },
    async (request) =>
      ok(await decidePayment(db, walletEvents, request.params.id, { kind: 'approve' })),
  );

  app.post(
    '/transactions/:id/decline',
    {
      schema: {
        tags,
        summary: "Decline: a deposit moves nothing; a withdrawal's hold goes back to the player",
        description:
          'Declining a declined transaction answers it unchanged; an approved one is errorCode 13.',
        headers,
        params: TransactionIdParams,
        body: Type.Object(
          { reason: Type.String({ minLength: 1, maxLength: 500 }) },
          { additionalProperties: false },
        ),
        response: responses(Envelope(TransactionSchema)),
      },
    },
    async (request) =>
      ok(
        await decidePayment(db, walletEvents, request.params.id, {
          kind: 'decline',
          reason: request.body.reason,
        }),
      ),
  );

  app.get(
    '/transactions/:id/receipt',
    {
      schema: {
        tags,
        summary: "The deposit's receipt image, with its content type",
        headers,
        params: TransactionIdParams,
      },
    },
    async (request, reply) => {
      const receipt = await findReceipt(db, request.params.id);
      if (receipt === null || receipt.file === null || receipt.mime === null) {
        throw notFoundError('This transaction has no receipt');
      }
      const filePath = receipts.pathOf(receipt.file);
      await access(filePath).catch(() => {
        throw notFoundError('The receipt file is missing from the receipts folder');
      });
      // Stored re-encoded, so it is only an image; nosniff keeps browsers reading it as one.
      return reply
        .type(receipt.mime)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `inline; filename="receipt-${request.params.id}${path.extname(receipt.file)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(createReadStream(filePath));
    },
  );
};
