// Staff decisions on deposits and withdrawals, and on held chain deposits.

import { PaymentDeclineSchema, TransactionSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import { auditedWrite } from '../../http/audited-write.js';
import { ok } from '../../http/schemas.js';
import type { MoneyRoutesOptions } from '../wallet-events/index.js';
import { type Decision, decidePayment } from './decisions.js';
import { type HeldDepositOutcome, settleHeldDeposit } from './held-deposits.js';
import { decisionAuditAfter, PaymentIdParams, paymentBrandInScope } from './payment-scope.js';

/** `:id/*` under the payment paths: a payment's approval or decline, a held deposit's outcome. */
export const paymentDecisionRoutes: FastifyPluginAsyncTypebox<MoneyRoutesOptions> = async (
  app,
  { db, walletEvents },
) => {
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
    '/:id/approve',
    auditedWrite({
      roles: ['payments'],
      audit: 'payment.approve',
      tag: 'operator',
      answer: TransactionSchema,
      summary: 'Approve: credit a deposit, or pay out a held withdrawal',
      description:
        'Approving an approved transaction answers it unchanged; a declined one is errorCode 13. ' +
        "Above the brand's second-approval amount the first approval leaves it pending, and " +
        'the second must come from someone else (errorCode 31).',
      params: PaymentIdParams,
      body: Type.Object({}, { additionalProperties: false }),
    }),
    async (request) =>
      decide(request, request.params.id, { kind: 'approve', by: request.operator.name }),
  );

  app.post(
    '/:id/decline',
    auditedWrite({
      roles: ['payments'],
      audit: 'payment.decline',
      tag: 'operator',
      answer: TransactionSchema,
      summary: "Decline: a deposit moves nothing; a withdrawal's hold goes back to the player",
      description:
        'reason: one of the closed list the player reads translated, with what to do; note: ' +
        'for staff only (kept with the transaction and in the audit log, never shown to the ' +
        'player). Declining a declined transaction answers it unchanged; an approved one is ' +
        'errorCode 13.',
      params: PaymentIdParams,
      body: PaymentDeclineSchema,
    }),
    async (request) =>
      decide(request, request.params.id, {
        kind: 'decline',
        reason: request.body.reason,
        note: request.body.note ?? null,
        by: request.operator.name,
      }),
  );

  app.post(
    '/:id/release',
    auditedWrite({
      roles: ['payments'],
      audit: 'payment.release-held',
      tag: 'operator',
      answer: TransactionSchema,
      summary: 'Release a held chain deposit: credit it to its player',
      description:
        'Releasing a released deposit answers it unchanged; a returned one, or a transaction ' +
        'that is no held chain deposit, is errorCode 13.',
      params: PaymentIdParams,
      body: Type.Object({}, { additionalProperties: false }),
    }),
    async (request) =>
      settleHeld(request, request.params.id, { kind: 'release', by: request.operator.name }),
  );

  app.post(
    '/:id/return',
    auditedWrite({
      roles: ['payments'],
      audit: 'payment.return-held',
      tag: 'operator',
      answer: TransactionSchema,
      summary: 'Return a held chain deposit to its sender: recorded RETURNED with the reason',
      description:
        'Returning a returned deposit answers it unchanged; a released one, or a transaction ' +
        'that is no held chain deposit, is errorCode 13. The money is sent back on chain by ' +
        'the operator; the platform records it gone.',
      params: PaymentIdParams,
      body: Type.Object(
        { reason: Type.String({ minLength: 1, maxLength: 500 }) },
        { additionalProperties: false },
      ),
    }),
    async (request) =>
      settleHeld(request, request.params.id, {
        kind: 'return',
        reason: request.body.reason,
        by: request.operator.name,
      }),
  );
};
