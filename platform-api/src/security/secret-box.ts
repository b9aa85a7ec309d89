// Secrets the API must read back (staff TOTP secrets) are stored sealed with AES-256-GCM under a
// key from the environment, so a copy of the database alone reveals none of them. A sealed value
// names its key by a short fingerprint, so a rotation can tell which rows still need the old key.
//
// Format: aes256gcm:<key id>:<nonce>:<tag>:<ciphertext>, the last three base64url.

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const SEALED_PREFIX = 'aes256gcm:';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
/** Fewer distinct bytes than this in 32 is no random key (a random one has about 30). */
const MIN_DISTINCT_KEY_BYTES = 16;

export interface SecretKey {
  id: string;
  bytes: Buffer;
}

/** A 32-byte key written as 64 hex digits or as base64; refuses anything else or a patterned key. */
export function parseSecretKey(text: string): SecretKey {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (bytes.length !== KEY_BYTES) {
    throw new Error('STAFF_SECRET_KEY must be 32 bytes as 64 hex digits or base64');
  }
  if (new Set(bytes).size < MIN_DISTINCT_KEY_BYTES) {
    throw new Error('STAFF_SECRET_KEY is not random: make one with `openssl rand -hex 32`');
  }
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes };
}

export interface SecretBox {
  /** Fingerprint of the key new values are sealed under. */
  currentKeyId: string;
  seal(plain: string): string;
  /** Opens a value sealed under the current or the previous key. */
  open(sealed: string): string;
  /** Whether `stored` is sealed under the current key (else plaintext or an older key's). */
  isCurrent(stored: string): boolean;
}

export function secretBox(keys: { current: SecretKey; previous?: SecretKey | null }): SecretBox {
  const { current } = keys;
  const byId = new Map([keys.previous, current].flatMap((key) => (key ? [[key.id, key]] : [])));
  return {
    currentKeyId: current.id,
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.bytes, nonce);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), ciphertext].map((part) =>
        part.toString('base64url'),
      );
      return `${SEALED_PREFIX}${current.id}:${parts.join(':')}`;
    },
    open(sealed) {
      const [keyId, nonce, tag, ciphertext] = sealed.slice(SEALED_PREFIX.length).split(':');
      const key = keyId === undefined ? undefined : byId.get(keyId);
      if (!sealed.startsWith(SEALED_PREFIX) || key === undefined || ciphertext === undefined) {
        throw new Error(
          `A secret sealed under key ${keyId} cannot be opened: set STAFF_SECRET_KEY (or STAFF_SECRET_KEY_PREVIOUS) to that key`,
        );
      }
      const decipher = createDecipheriv(
        'aes-256-gcm',
        key.bytes,
        Buffer.from(nonce ?? '', 'base64url'),
      );
      decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    isCurrent: (stored) => stored.startsWith(`${SEALED_PREFIX}${current.id}:`),
  };
}
