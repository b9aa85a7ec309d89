// Operators' decisions on deposits and withdrawals, and the receipts players sent with them.

import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

import {
  OperatorTransactionSchema,
  PaymentDeclineSchema,
  TransactionSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import { hasBrand } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import {
  createReceiptStore,
  decidePayment,
  type Decision,
  findPaymentBrand,
  findReceipt,
  type HeldDepositOutcome,
  listPendingPayments,
  settleHeldDeposit,
} from '../payments/index.js';
import type { MoneyRoutesOptions } from '../wallet-events/index.js';

export interface DecisionRoutesOptions extends MoneyRoutesOptions {
  receiptsDir: string;
}

const PENDING_LIST_LIMIT = 500;

const TransactionIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
/** `transactions/*`: the pending payments, their approval or decline, their receipts. */
export const decisionRoutes: FastifyPluginAsyncTypebox<DecisionRoutesOptions> = async (
  app,
  { db, walletEvents, receiptsDir },
) => {
  const receipts = createReceiptStore(receiptsDir);

  /** The transaction's brand; one outside the caller's scope is as unknown as a missing one. */
  async function brandInScope(request: FastifyRequest, transactionId: string): Promise<string> {
    const brandId = await findPaymentBrand(db, transactionId);
    if (brandId === null || !hasBrand(request.operator, brandId)) {
      throw notFoundError(`No transaction ${transactionId}`);
    }
    return brandId;
  }
  const decide = async (request: FastifyRequest, id: string, decision: Decision) => {
    const brandId = await brandInScope(request, id);
    const transaction = await decidePayment(db, walletEvents, id, decision);
    // The staff note is kept in the audit log too: the player's answer never carries it.
    const after =
      decision.kind === 'decline' ? { ...transaction, staffNote: decision.note } : transaction;
    request.audit = { brandId, target: `transaction:${id}`, after };
    return ok(transaction);
  };

  const settleHeld = async (request: FastifyRequest, id: string, outcome: HeldDepositOutcome) => {
    const brandId = await brandInScope(request, id);
    const transaction = await settleHeldDeposit(db, walletEvents, id, outcome);
    request.audit = { brandId, target: `transaction:${id}`, after: transaction };
    return ok(transaction);
  };

  app.get(
    '/transactions/pending',
    {
      config: { roles: ['payments', 'support'] },
      schema: operatorRouteSchema('operator', Type.Array(OperatorTransactionSchema), {
        summary:
          "Pending deposits and withdrawals, and held chain deposits, of the caller's brands: " +
          "those past their brand's time limit first, then oldest first",
      }),
    },
    async (request) =>
      ok(await listPendingPayments(db, request.operator.brandIds, PENDING_LIST_LIMIT, new Date())),
  );

  app.post(
    '/transactions/:id/approve',
    {
      config: { roles: ['payments'], audit: 'payment.approve' },
      schema: operatorRouteSchema('operator', TransactionSchema, {
        summary: 'Approve: credit a deposit, or pay out a held withdrawal',
        description:
          'Approving an approved transaction answers it unchanged; a declined one is errorCode 13. ' +
          "Above the brand's second-approval amount the first approval leaves it pending, and " +
          'the second must come from someone else (errorCode 31).',
        params: TransactionIdParams,
        body: Type.Object({}, { additionalProperties: false }),
      }),
    },
    async (request) =>
      decide(request, request.params.id, { kind: 'approve', by: request.operator.name }),
  );

  app.post(
    '/transactions/:id/decline',
    {
      config: { roles: ['payments'], audit: 'payment.decline' },
      schema: operatorRouteSchema('operator', TransactionSchema, {
        summary: "Decline: a deposit moves nothing; a withdrawal's hold goes back to the player",
        description:
          'reason: one of the closed list the player reads translated, with what to do; note: ' +
          'for staff only (kept with the transaction and in the audit log, never shown to the ' +
          'player). Declining a declined transaction answers it unchanged; an approved one is ' +
          'errorCode 13.',
        params: TransactionIdParams,
        body: PaymentDeclineSchema,
      }),
    },
    async (request) =>
      decide(request, request.params.id, {
        kind: 'decline',
        reason: request.body.reason,
        note: request.body.note ?? null,
        by: request.operator.name,
      }),
  );

  app.post(
    '/transactions/:id/release',
    {
      config: { roles: ['payments'], audit: 'payment.release-held' },
      schema: operatorRouteSchema('operator', TransactionSchema, {
        summary: 'Release a held chain deposit: credit it to its player',
        description:
          'Releasing a released deposit answers it unchanged; a returned one, or a transaction ' +
          'that is no held chain deposit, is errorCode 13.',
        params: TransactionIdParams,
        body: Type.Object({}, { additionalProperties: false }),
      }),
    },
    async (request) =>
      settleHeld(request, request.params.id, { kind: 'release', by: request.operator.name }),
  );

  app.post(
    '/transactions/:id/return',
    {
      config: { roles: ['payments'], audit: 'payment.return-held' },
      schema: operatorRouteSchema('operator', TransactionSchema, {
        summary: 'Return a held chain deposit to its sender: recorded RETURNED with the reason',
        description:
          'Returning a returned deposit answers it unchanged; a released one, or a transaction ' +
          'that is no held chain deposit, is errorCode 13. The money is sent back on chain by ' +
          'the operator; the platform records it gone.',
        params: TransactionIdParams,
        body: Type.Object(
          { reason: Type.String({ minLength: 1, maxLength: 500 }) },
          { additionalProperties: false },
        ),
      }),
    },
    async (request) =>
      settleHeld(request, request.params.id, {
        kind: 'return',
        reason: request.body.reason,
        by: request.operator.name,
      }),
  );

  app.get(
    '/transactions/:id/receipt',
    {
      config: { roles: ['payments', 'support'] },
      schema: {
        tags: ['operator'],
        summary: "The deposit's receipt image, with its content type",
        headers: OperatorKeyHeaders,
        params: TransactionIdParams,
      },
    },
    async (request, reply) => {
      await brandInScope(request, request.params.id);
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
