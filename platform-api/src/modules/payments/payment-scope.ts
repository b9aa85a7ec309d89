// A payment staff may act on (one of a brand outside the caller's scope is as unknown as a missing
// one), and what the audit log keeps of a decision on it.

import type { Transaction } from '@croupier/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import type { Queryable } from '../../db/pool.js';
import { hasBrand } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import type { Decision } from './decisions.js';
import { findPaymentBrand } from './repository.js';

/** The `:id` of the admin paths of one payment. */
export const PaymentIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** The transaction's brand, or errorCode 6 when it is missing or outside the caller's brands. */
export async function paymentBrandInScope(
  db: Queryable,
  request: FastifyRequest,
  transactionId: string,
): Promise<string> {
  const brandId = await findPaymentBrand(db, transactionId);
  if (brandId === null || !hasBrand(request.operator, brandId)) {
    throw notFoundError(`No transaction ${transactionId}`);
  }
  return brandId;
}

/** A decision's audit `after`: the staff note is kept there too, never in the player's answer. */
export const decisionAuditAfter = (transaction: Transaction, decision: Decision) =>
  decision.kind === 'decline' ? { ...transaction, staffNote: decision.note } : transaction;
