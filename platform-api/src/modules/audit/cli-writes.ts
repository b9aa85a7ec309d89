// Writes the operator CLI makes straight to the database (scripts/operator-staff.ts) are audited as
// the API's are, by the system user who ran the command: there is no request, so no address.

import { userInfo } from 'node:os';

import type { Queryable } from '../../db/pool.js';
import { appendAudit } from './repository.js';

export interface CliWrite {
  action: string;
  target: string | null;
  after: unknown;
}

/** The CLI's actor name: cli:<the system user running the command>. */
export const cliActor = () => `cli:${userInfo().username}`;

export async function auditCliWrite(db: Queryable, write: CliWrite): Promise<void> {
  await appendAudit(db, {
    actor: cliActor(),
    actorKind: 'cli',
    action: write.action,
    brandId: null,
    target: write.target,
    before: undefined,
    after: write.after,
    ip: '',
  });
}
