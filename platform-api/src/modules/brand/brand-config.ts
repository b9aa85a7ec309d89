import type { BrandConfig } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';
import { normalizeDomain } from './domain.js';
import { findBrand, findBrandIdByDomain, listRemotes } from './repository.js';

/** The config of the brand registered for `domain`, or of the default brand. */
export async function brandConfigForDomain(
  db: Queryable,
  domain: string,
  defaultBrandId: string,
  gameOrigins: string[],
): Promise<BrandConfig> {
  const host = normalizeDomain(domain);
  const brandId = (host === null ? null : await findBrandIdByDomain(db, host)) ?? defaultBrandId;
  const brand = await findBrand(db, brandId);
  if (brand === null) throw new Error(`Default brand ${defaultBrandId} does not exist`);
  return {
    brandId: brand.id,
    brandName: brand.name,
    ...brand.config,
    remotes: await listRemotes(db, brand.id),
    gameOrigins,
  };
}
