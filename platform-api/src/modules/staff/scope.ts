import type { Queryable } from '../../db/pool.js';
import { badRequestError } from '../../http/errors.js';
import { brandExists } from '../brand/index.js';
import { brandIdsOf } from './schemas.js';

/** The stored scope of a wire `brands`, each brand checked to exist. */
export async function scopeOf(db: Queryable, brands: 'all' | string[]): Promise<string[] | null> {
  const brandIds = brandIdsOf(brands);
  for (const brandId of brandIds ?? []) {
    if (!(await brandExists(db, brandId))) throw badRequestError(`Unknown brand ${brandId}`);
  }
  return brandIds;
}

/** The access of routes that manage staff and keys: owners whose scope is every brand. */
export const everyBrandOwner = { roles: ['owner'], everyBrand: true } as const;
