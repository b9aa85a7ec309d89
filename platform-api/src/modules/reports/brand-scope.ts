// The brand a report or the dashboard is asked for: in the caller's scope, and existing.

import type pg from 'pg';

import { requireBrand, type Operator } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { brandExists } from '../brand/index.js';

export async function requireKnownBrand(db: pg.Pool, operator: Operator, brandId: string) {
  requireBrand(operator, brandId);
  if (!(await brandExists(db, brandId))) throw notFoundError(`No brand ${brandId}`);
}
