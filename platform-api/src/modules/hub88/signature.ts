// Hub88 signs every call's body, and expects every answer and every call to it signed, with
// RSA-SHA256 (PKCS#1 v1.5) in base64 in X-Hub88-Signature: each side verifies with the other's
// public key, so neither a player nor a third party can forge a bet, win or rollback.

import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const publicKeyOf = (pem: string): KeyObject => createPublicKey(pem);
export const privateKeyOf = (pem: string): KeyObject => createPrivateKey(pem);

export function signHub88(body: string, privateKey: KeyObject): string {
  return sign('sha256', Buffer.from(body, 'utf8'), privateKey).toString('base64');
}

/** Whether `signature` is the base64 RSA-SHA256 signature of the exact body bytes. */
export function isValidHub88Signature(
  body: string,
  publicKey: KeyObject,
  signature: unknown,
): boolean {
  if (typeof signature !== 'string' || !BASE64.test(signature)) return false;
  return verify('sha256', Buffer.from(body, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
}
