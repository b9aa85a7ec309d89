// The payments queue as staff run it: the waiting requests with filters and flagged duplicates,
// how many wait (the back office's navigation polls it), and decisions on many requests at once.
// The player's context beside a request is the players module's (players/admin-payment-context-routes.ts).

import {
  BulkDecisionResultSchema,
  BulkDecisionSchema,
  PaymentQueueItemSchema,
  PaymentQueueQuerySchema,
  PendingPaymentCountSchema,
  WIRE_TRANSACTION_STATUS,
  type BulkDecisionResult,
  type PaymentQueueSort,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import { requireBrand } from '../../http/admin-access.js';
import { auditedWrite } from '../../http/audited-write.js';
import { ApiError } from '../../http/errors.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { auditRequest } from '../audit/index.js';
import type { MoneyRoutesOptions } from '../wallet-events/index.js';
import { type Decision, decidePayment } from './decisions.js';
import { decisionAuditAfter, paymentBrandInScope } from './payment-scope.js';
import { countPendingPayments, listPendingPayments } from './repository.js';

const PENDING_LIST_LIMIT = 500;

/** `pending`, `pending/count` and `bulk-decision` under the payment paths. */
export const paymentQueueRoutes: FastifyPluginAsyncTypebox<MoneyRoutesOptions> = async (
  app,
  { db, walletEvents },
) => {
  app.get(
    '/pending',
    {
      config: { roles: ['payments', 'support'] },
      schema: operatorRouteSchema('operator', Type.Array(PaymentQueueItemSchema), {
        summary:
          "Pending deposits and withdrawals, and held chain deposits, of the caller's brands, " +
          'filtered and sorted (by default those past their time limit first, then oldest first)',
        description:
          'type DEPOSIT or WITHDRAW: pending requests of that type; HELD: held chain deposits. ' +
          'minAmount and maxAmount are inclusive, in the currency of each request. A brandId ' +
          "outside the caller's scope is errorCode 30. Each item lists its possible duplicates.",
        querystring: PaymentQueueQuerySchema,
      }),
    },
    async (request) => {
      const { sort, ...filter } = request.query;
      // A brand outside the caller's scope is refused, not quietly answered empty.
      if (filter.brandId !== undefined) requireBrand(request.operator, filter.brandId);
      return ok(
        await listPendingPayments(db, request.operator.brandIds, PENDING_LIST_LIMIT, new Date(), {
          ...filter,
          sort: sort as PaymentQueueSort,
        }),
      );
    },
  );

  app.get(
    '/pending/count',
    {
      config: { roles: ['payments', 'support'] },
      schema: operatorRouteSchema('operator', PendingPaymentCountSchema, {
        summary: "How many payments of the caller's brands wait for staff, and how many are late",
      }),
    },
    async (request) => ok(await countPendingPayments(db, request.operator.brandIds, new Date())),
  );

  app.post(
    '/bulk-decision',
    auditedWrite({
      roles: ['payments'],
      audit: 'payment.bulk-decision',
      tag: 'operator',
      answer: BulkDecisionResultSchema,
      summary: 'Approve, or decline with one reason, up to 50 payments at once',
      description:
        'Each payment is decided on its own, exactly as its single approve or decline route ' +
        'decides it (four eyes included), and audited as that route audits it: one refused ' +
        '(outcome refused, with its errorCode and message) leaves the others decided and is ' +
        'itself unchanged.',
      body: BulkDecisionSchema,
    }),
    async (request) => {
      const { body } = request;
      const by = request.operator.name;
      const decision: Decision =
        body.decision === 'approve'
          ? { kind: 'approve', by }
          : { kind: 'decline', reason: body.reason, note: body.note ?? null, by };
      const results: BulkDecisionResult['results'] = [];
      for (const transactionId of body.transactionIds) {
        results.push(await decideOne(request, transactionId, decision));
      }
      request.audit = { after: { decision: body.decision, results } };
      return ok({ results });
    },
  );

  async function decideOne(
    request: FastifyRequest,
    transactionId: string,
    decision: Decision,
  ): Promise<BulkDecisionResult['results'][number]> {
    try {
      const brandId = await paymentBrandInScope(db, request, transactionId);
      const transaction = await decidePayment(db, walletEvents, transactionId, decision);
      await auditRequest(db, request, `payment.${decision.kind}`, {
        brandId,
        target: `transaction:${transactionId}`,
        after: decisionAuditAfter(transaction, decision),
      });
      const outcome =
        decision.kind === 'decline'
          ? 'declined'
          : transaction.status === WIRE_TRANSACTION_STATUS.pending
            ? 'first-approval'
            : 'approved';
      return { transactionId, outcome };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return {
        transactionId,
        outcome: 'refused',
        errorCode: error.errorCode,
        message: error.message,
      };
    }
  }
};
