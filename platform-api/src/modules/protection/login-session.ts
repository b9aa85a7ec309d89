import type pg from 'pg';

import { sha256 } from '../../security/tokens.js';
import { findLoginSessionStart } from './repository.js';

/** When the caller's login session began, from its Authorization; null without one. */
export const loginSessionStart = (db: pg.Pool, authorization: string | undefined) =>
  authorization === undefined ? null : findLoginSessionStart(db, sha256(authorization));
