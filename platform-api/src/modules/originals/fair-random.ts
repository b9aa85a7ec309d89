// The provably fair random stream: HMAC_SHA256(key = server seed, message =
// "clientSeed:nonce:round") for round = 0, 1, … gives 32 bytes each; every 4 bytes make one float
// in [0, 1) as Σ b_i / 256^(i+1). The key is the server seed's 64-character hex string, as Stake's
// published byteGenerator uses it, so the public verifiers check our rounds unchanged.

import { createHash, createHmac, randomBytes } from 'node:crypto';

export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const FLOATS_PER_ROUND = 8;

/** `count` floats of the bet `input`, in order. */
export function fairFloats({ serverSeed, clientSeed, nonce }: FairInput, count: number): number[] {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const bytes = createHmac('sha256', serverSeed)
      .update(`${clientSeed}:${nonce}:${round}`)
      .digest();
    for (let index = 0; index < FLOATS_PER_ROUND && floats.length < count; index += 1) {
      const offset = index * 4;
      let float = 0;
      for (let byte = 0; byte < 4; byte += 1) {
        float += (bytes[offset + byte] ?? 0) / 256 ** (byte + 1);
      }
      floats.push(float);
    }
  }
  return floats;
}

/** A new server seed: 32 bytes of the OS CSPRNG (GLI-19 3.3.1) as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown before the seed is revealed: SHA-256 of the seed's hex string. */
export function serverSeedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}
