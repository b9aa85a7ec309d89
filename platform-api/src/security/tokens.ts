import { createHash, randomBytes } from 'node:crypto';

const SECRET_BYTES = 32;

/** 256 random bits, URL-safe: the secret part of every token. */
export function randomSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/** Tokens are stored only as this hash: a database leak yields no usable token. */
export function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}
