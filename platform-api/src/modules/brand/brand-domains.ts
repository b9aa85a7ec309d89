import type { Queryable } from '../../db/pool.js';
import { normalizeDomain } from './domain.js';
import { listBrandDomains } from './repository.js';

/** Operators add domains rarely; a new one is honoured within this time. */
const BRAND_DOMAINS_TTL_MS = 30_000;

export interface BrandDomains {
  /** The host names of every brand, read at most once per TTL. */
  list(): Promise<string[]>;
  /** Whether a browser Origin is one of the brands' sites (isSiteOrigin). */
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
      return host !== null && isSiteOrigin(new URL(origin)) && (await list()).includes(host);
    },
  };
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A brand's site is served over HTTPS on the default port; another scheme or port of its host is
 * some other service (or a network attacker's plain-HTTP page), so it is not trusted. Loopback
 * hosts are developers' machines, where `pnpm start` serves each app over HTTP on its own port.
 */
function isSiteOrigin(origin: URL): boolean {
  if (isLoopback(origin.hostname))
    return origin.protocol === 'http:' || origin.protocol === 'https:';
  return origin.protocol === 'https:' && origin.port === '';
}

const isLoopback = (host: string) => LOOPBACK_HOSTS.includes(host) || host.endsWith('.localhost');

/** The CSP source of a brand domain's site, by the same rule as isSiteOrigin. */
export const siteSourceOf = (domain: string) =>
  isLoopback(domain) ? `${domain}:*` : `https://${domain}`;
