import argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane (about 30 ms per hash here).
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export async function hashPassword(password: string): Promise<string> {
  const hash = await argon2.hash(password, HASH_OPTIONS);
  if (!hash.startsWith('$argon2id$')) throw new Error('argon2 produced a non-argon2id hash');
  return hash;
}

let unknownUserHash: Promise<string> | undefined;

/**
 * Verifies `password` against `hash`. With no hash (unknown username) it still runs one
 * verification against a throwaway hash, so response times do not reveal which usernames exist.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    unknownUserHash ??= hashPassword('unknown-user-placeholder-1');
    await argon2.verify(await unknownUserHash, password);
    return false;
  }
  return argon2.verify(hash, password);
}
