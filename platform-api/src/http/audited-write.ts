// An admin write as every one is declared: who may call it, the audit action its successful calls
// append (the handler adds the row's details to request.audit: brand, target, before, after, and
// the reason the body carries), and its route schema, the answer in the success envelope.

import type { TSchema } from '@sinclair/typebox';
import type { FastifySchema } from 'fastify';

import type { StaffRole } from './admin-access.js';
import { operatorRouteSchema } from './schemas.js';

export interface AuditedWrite<Answer extends TSchema> {
  roles: readonly StaffRole[];
  /** The audit action, e.g. `payment.approve`. */
  audit: string;
  /** The OpenAPI tag it is listed under. */
  tag: string;
  answer: Answer;
  summary: string;
}

/**
 * The route options of an admin write, for `app.post` or `app.patch`: the rest of the schema
 * (description, params, body) is the route's own.
 */
export const auditedWrite = <
  Answer extends TSchema,
  Parts extends Omit<FastifySchema, 'response' | 'headers'>,
>({
  roles,
  audit,
  tag,
  answer,
  ...parts
}: AuditedWrite<Answer> & Parts) => ({
  config: { roles, audit },
  schema: operatorRouteSchema(tag, answer, parts),
});
