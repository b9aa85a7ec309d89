// Provider calls are signed: X-Signature is the hex HMAC-SHA256 of the exact body bytes with the
// provider's secret, so neither a player nor a third party can forge a bet, win or rollback.

import { createHmac, timingSafeEqual } from 'node:crypto';

import { demoProviderSecret } from '../../config.js';

export const SIGNATURE_HEADER = 'x-signature';

/** The provider's secret, or null for a provider the configured secrets do not list. */
export function providerSecretOf(
  secrets: Record<string, string> | null,
  gpid: string,
): string | null {
  if (secrets === null) return demoProviderSecret(gpid);
  return Object.hasOwn(secrets, gpid) ? (secrets[gpid] ?? null) : null;
}

export function signBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/** Constant-time comparison, so the time taken reveals nothing about the expected signature. */
export function isValidSignature(body: string, secret: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
