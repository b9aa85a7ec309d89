// Where the originals signing key comes from: ORIGINALS_SIGNING_KEY (PKCS#8 PEM) or the file
// ORIGINALS_SIGNING_KEY_FILE names; production requires one of them. In development a key is
// generated once and kept under .data/originals, so signatures stay verifiable across restarts.

import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Environment } from './environment.js';

export function loadSigningKey(
  env: Pick<Environment, 'NODE_ENV' | 'ORIGINALS_SIGNING_KEY' | 'ORIGINALS_SIGNING_KEY_FILE'>,
  developmentFolder: string,
): string {
  const pem = env.ORIGINALS_SIGNING_KEY;
  if (pem) return pem.replaceAll('\\n', '\n');
  const file = env.ORIGINALS_SIGNING_KEY_FILE;
  if (file) return readFileSync(file, 'utf8');
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'ORIGINALS_SIGNING_KEY (Ed25519 PKCS#8 PEM) or ORIGINALS_SIGNING_KEY_FILE is required in production',
    );
  }
  return developmentKey(developmentFolder);
}

function developmentKey(folder: string): string {
  const keyFile = path.join(folder, 'signing-key.pem');
  if (existsSync(keyFile)) return readFileSync(keyFile, 'utf8');
  mkdirSync(folder, { recursive: true });
  chmodSync(folder, 0o700);
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  writeFileSync(keyFile, pem, { mode: 0o600 });
  return pem;
}
