import type { Queryable } from '../../db/pool.js';
import { normalizeDomain } from './domain.js';
import { listBrandDomains } from './repository.js';

/** Operators add domains rarely; a new one is honoured within this time. */
const BRAND_DOMAINS_TTL_MS = 30_000;

export interface BrandDomains {
  /** The host names of every brand, read at most once per TTL. */
  list(): Promise<string[]>;
  /** Whether a browser Origin is one of the brands' sites (any scheme and port of their hosts). */
  isBrandOrigin(origin: string): Promise<boolean>;
}

export function brandDomainsOf(db: Queryable): BrandDomains {
  let cached: { domains: Promise<string[]>; expiresAtMs: number } | null = null;
  const list = () => {
    if (cached === null || cached.expiresAtMs <= Date.now()) {
      const domains = listBrandDomains(db);
      cached = { domains, expiresAtMs: Date.now() + BRAND_DOMAINS_TTL_MS };
      // A failed read is not kept: the next request asks the database again.
      domains.catch(() => (cached = null));
    }
    return cached.domains;
  };
  return {
    list,
    isBrandOrigin: async (origin) => {
      const host = URL.canParse(origin) ? normalizeDomain(origin) : null;
      return host !== null && (await list()).includes(host);
    },
  };
}
