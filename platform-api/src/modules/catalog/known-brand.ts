import type { Queryable } from '../../db/pool.js';
import { badRequestError } from '../../http/errors.js';
import { brandExists } from '../brand/index.js';

/** Refuses (errorCode 2) a catalogue call that names a brand the platform does not run. */
export async function requireKnownBrand(db: Queryable, brandId: string): Promise<void> {
  if (!(await brandExists(db, brandId))) throw badRequestError(`Unknown brandId ${brandId}`);
}
