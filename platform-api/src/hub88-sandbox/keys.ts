// The sandbox's key pairs under one folder: Hub88's (the sandbox signs with it) and the
// operator's (the API signs with it). Generated once; the API is pointed at these files.

import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SandboxKeyFiles {
  hub88PrivateKey: string;
  hub88PublicKey: string;
  operatorPrivateKey: string;
  operatorPublicKey: string;
}

export function sandboxKeyFiles(folder: string): SandboxKeyFiles {
  const file = (name: string) => path.join(folder, name);
  return {
    hub88PrivateKey: file('hub88-private.pem'),
    hub88PublicKey: file('hub88-public.pem'),
    operatorPrivateKey: file('operator-private.pem'),
    operatorPublicKey: file('operator-public.pem'),
  };
}

/** Creates whichever pair is missing; returns the files. */
export function ensureSandboxKeys(folder: string): SandboxKeyFiles {
  const files = sandboxKeyFiles(folder);
  // Only the key folder is private: a recursive mkdir with a mode would give it to every folder it
  // creates, `.data` included, and a root start's PostgreSQL (run as `postgres`) could not reach its
  // own data under it.
  mkdirSync(path.dirname(folder), { recursive: true });
  mkdirSync(folder, { recursive: true });
  chmodSync(folder, 0o700);
  const pairs: [string, string][] = [
    [files.hub88PrivateKey, files.hub88PublicKey],
    [files.operatorPrivateKey, files.operatorPublicKey],
  ];
  for (const [privateFile, publicFile] of pairs) {
    if (existsSync(privateFile) && existsSync(publicFile)) continue;
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(privateFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), {
      mode: 0o600,
    });
    writeFileSync(publicFile, publicKey.export({ type: 'spki', format: 'pem' }));
  }
  return files;
}

export const readKey = (file: string) => readFileSync(file, 'utf8');
