import type { Queryable } from '../../db/pool.js';
import { findProgramme } from './repository.js';

/** Whether the brand runs a referral programme: switched on, with a commission to pay. */
export async function hasReferralProgramme(db: Queryable, brandId: string): Promise<boolean> {
  return (await findProgramme(db, brandId))?.enabled === true;
}
