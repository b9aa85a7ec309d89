// A brand named in an admin path: the caller's scope must hold it, and it must exist (else
// errorCode 30, or 6 for a brand unknown).

import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { requireBrand, type Operator } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { brandExists } from './repository.js';

/** The path parameters of a brand's admin resource, `/brands/:brandId/…`. */
export const BrandParams = Type.Object({ brandId: Type.String() });

export async function requireKnownBrand(
  db: pg.Pool,
  operator: Operator,
  brandId: string,
): Promise<void> {
  requireBrand(operator, brandId);
  if (!(await brandExists(db, brandId))) throw notFoundError(`No brand ${brandId}`);
}
