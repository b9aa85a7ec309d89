// The provably fair random stream, recomputed in the browser with Web Crypto (no hand-written
// crypto): HMAC_SHA256(key = server seed hex string, message = "clientSeed:nonce:round") for
// round = 0, 1, … gives 32 bytes each, turned into floats by the published formula the API uses
// (`floatsOfBytes`). docs/provably-fair.md#from-seeds-to-floats.

import { floatsOfBytes } from '@croupier/shared';

export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `count` floats of the bet `input`, in order. */
export async function fairFloats(
  { serverSeed, clientSeed, nonce }: FairInput,
  count: number,
): Promise<number[]> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const message = encoder.encode(`${clientSeed}:${nonce}:${round}`);
    floats.push(...floatsOfBytes(new Uint8Array(await crypto.subtle.sign('HMAC', key, message))));
  }
  return floats.slice(0, count);
}

/** The commitment: SHA-256 of the seed's hex string, as hex. */
export async function serverSeedHash(serverSeed: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(serverSeed)));
}
