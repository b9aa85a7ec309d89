/**
 * The host name a brand is registered under, from whatever the client sent: a bare host,
 * host:port, or a full URL. Returns null for something that is not a host.
 */
export function normalizeDomain(domain: string): string | null {
  const trimmed = domain.trim();
  if (trimmed === '') return null;
  const candidate = trimmed.includes('://') ? trimmed : `http://${trimmed}`;
  if (!URL.canParse(candidate)) return null;
  const hostname = new URL(candidate).hostname.replace(/\.$/, '');
  return hostname === '' ? null : hostname;
}
