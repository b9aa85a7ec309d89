// Every successful admin write appends its audit row before its answer leaves: the route names
// the action in its config, the handler adds brand, target and before/after in request.audit.

import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Queryable } from '../../db/pool.js';
import type { AuditDetails } from '../../http/admin-access.js';
import { appendAudit } from './repository.js';

export function recordEveryWrite(app: FastifyInstance, db: Queryable): void {
  app.addHook('onSend', async (request, reply) => {
    const { audit } = request.routeOptions.config;
    if (audit === undefined || reply.statusCode >= 400) return;
    await auditRequest(db, request, audit, request.audit);
  });
}

/** Appends the row of `action` by the request's caller (or `details.actor`). */
export async function auditRequest(
  db: Queryable,
  request: FastifyRequest,
  action: string,
  details: AuditDetails,
): Promise<void> {
  const actor = details.actor ?? (request.operator as FastifyRequest['operator'] | undefined);
  await appendAudit(db, {
    actor: actor?.name ?? 'anonymous',
    actorKind: actor?.kind ?? 'anonymous',
    action,
    brandId: details.brandId ?? null,
    target: details.target ?? null,
    before: details.before,
    after: details.after,
    ip: request.ip,
  });
}
