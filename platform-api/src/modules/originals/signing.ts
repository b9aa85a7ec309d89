// Round records are signed with the platform's Ed25519 key over their RFC 8785 (JCS) form
// without the `signature` field; the public key is served as PEM for anyone to verify with.

import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';

import canonicalize from 'canonicalize';

export interface RecordSigner {
  /** The public key as SPKI PEM. */
  publicKeyPem: string;
  sign(record: object): string;
}

function canonicalBytes(record: object): Buffer {
  const text = canonicalize(record);
  if (text === undefined) throw new Error('A round record has no canonical form');
  return Buffer.from(text, 'utf8');
}

/** A signer of `privateKeyPem` (PKCS#8 Ed25519), or of a new key when it is null. */
export function createRecordSigner(privateKeyPem: string | null): RecordSigner {
  const privateKey: KeyObject =
    privateKeyPem === null
      ? generateKeyPairSync('ed25519').privateKey
      : createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error('The originals signing key must be an Ed25519 private key');
  }
  const publicKeyPem = createPublicKey(privateKey)
    .export({ type: 'spki', format: 'pem' })
    .toString();
  return {
    publicKeyPem,
    sign: (record) => sign(null, canonicalBytes(record), privateKey).toString('base64'),
  };
}

/** Whether `signature` (base64) signs `record` for `publicKeyPem`: what a verifier does. */
export function verifyRecord(record: object, signature: string, publicKeyPem: string): boolean {
  return verify(null, canonicalBytes(record), publicKeyPem, Buffer.from(signature, 'base64'));
}
