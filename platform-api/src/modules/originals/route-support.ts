// What the originals' player routes share: their options, and the answer of a call that moved
// money, whose events (written to the outbox by its transfers) are delivered once it committed.

import type pg from 'pg';

import { ok } from '../../http/schemas.js';
import type { OutboxRelay } from '../wallet-events/index.js';
import type { RecordSigner } from './signing.js';

/** The OpenAPI tag of every originals route. */
export const ORIGINALS_TAG = 'originals';

export interface OriginalsRoutesOptions {
  db: pg.Pool;
  signer: RecordSigner;
  walletEvents: OutboxRelay;
}

export const announcedBy =
  (walletEvents: OutboxRelay) =>
  <Answer>(answer: Answer) => {
    walletEvents.kick();
    return ok(answer);
  };
