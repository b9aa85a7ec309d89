// What the bonus admin routes share: who reads offers, grants and the report, the path
// parameters of an offer, and the brand's jurisdiction profile (an unknown brand is errorCode 6).

import { BrandIdSchema } from '@croupier/contracts';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import { findBrandJurisdiction } from './offer-repository.js';

/** Who reads the bonus engine's offers, grants and report. */
export const BONUS_READERS = ['marketing', 'payments', 'support'] as const;
export const brandParams = Type.Object({ brandId: BrandIdSchema });
export const offerParams = Type.Object({
  brandId: BrandIdSchema,
  offerId: Type.String({ format: 'uuid' }),
});

export async function jurisdictionOf(db: pg.Pool, brandId: string) {
  const jurisdiction = await findBrandJurisdiction(db, brandId);
  if (jurisdiction === null) throw notFoundError(`No brand ${brandId}`);
  return jurisdiction;
}
