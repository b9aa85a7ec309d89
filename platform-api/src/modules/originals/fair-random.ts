// The provably fair random stream: HMAC_SHA256(key = server seed, message =
// "clientSeed:nonce:round") for round = 0, 1, … gives 32 bytes each; every 4 bytes make one float
// in [0, 1) as Σ b_i / 256^(i+1). The key is the server seed's 64-character hex string, as Stake's
// published byteGenerator uses it, so the public verifiers check our rounds unchanged.

import { createHash, createHmac, randomBytes } from 'node:crypto';

import { floatsOfBytes } from '@croupier/contracts/originals-formulas';

export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** `count` floats of the bet `input`, in order. */
export function fairFloats({ serverSeed, clientSeed, nonce }: FairInput, count: number): number[] {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const bytes = createHmac('sha256', serverSeed)
      .update(`${clientSeed}:${nonce}:${round}`)
      .digest();
    floats.push(...floatsOfBytes(bytes));
  }
  return floats.slice(0, count);
}

/** A new server seed: 32 bytes of the OS CSPRNG (GLI-19 3.3.1) as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown before the seed is revealed: SHA-256 of the seed's hex string. */
export function serverSeedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}
