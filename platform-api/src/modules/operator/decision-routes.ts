// Operators' decisions on deposits and withdrawals, and the receipts players sent with them.

import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

import { PaymentDeclineSchema, TransactionSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import { notFoundError } from '../../http/errors.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import {
  createReceiptStore,
  decidePayment,
  type Decision,
  findReceipt,
  type HeldDepositOutcome,
  settleHeldDeposit,
} from '../payments/index.js';
import type { MoneyRoutesOptions } from '../wallet-events/index.js';
import { decisionAuditAfter, paymentBrandInScope } from './payment-scope.js';

export interface DecisionRoutesOptions extends MoneyRoutesOptions {
  receiptsDir: string;
}

const TransactionIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
/** `transactions/:id/*`: a payment's approval or decline, its receipt, a held deposit's outcome. */
export const decisionRoutes: FastifyPluginAsyncTypebox<DecisionRoutesOptions> = async (
  app,
  { db, walletEvents, receiptsDir },
) => {
  const receipts = createReceiptStore(receiptsDir);

  const brandInScope = (request: FastifyRequest, transactionId: string) =>
    paymentBrandInScope(db, request, transactionId);
  const decide = async (request: FastifyRequest, id: string, decision: Decision) => {
    const brandId = await brandInScope(request, id);
    const transaction = await decidePayment(db, walletEvents, id, decision);
    request.audit = {
      brandId,
      target: `transaction:${id}`,
      after: decisionAuditAfter(transaction, decision),
    };
    return ok(transaction);
  };

  const settleHeld = async (request: FastifyRequest, id: string, outcome: HeldDepositOutcome) => {
    const brandId = await brandInScope(request, id);
    const transaction = await settleHeldDeposit(db, walletEvents, id, outcome);
    request.audit = { brandId, target: `transaction:${id}`, after: transaction };
    return ok(transaction);
  };

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
