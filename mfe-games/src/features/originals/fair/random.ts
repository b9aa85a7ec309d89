// The provably fair random stream, recomputed in the browser with Web Crypto (no hand-written
// crypto): HMAC_SHA256(key = server seed hex string, message = "clientSeed:nonce:round") for
// round = 0, 1, … gives 32 bytes each; every 4 bytes make one float Σ b_i / 256^(i+1).
// docs/provably-fair.md#from-seeds-to-floats.

export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const FLOATS_PER_ROUND = 8;
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
    const bytes = new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
    for (let index = 0; index < FLOATS_PER_ROUND && floats.length < count; index += 1) {
      let float = 0;
      for (let byte = 0; byte < 4; byte += 1) {
        float += (bytes[index * 4 + byte] ?? 0) / 256 ** (byte + 1);
      }
      floats.push(float);
    }
  }
  return floats;
}

/** The commitment: SHA-256 of the seed's hex string, as hex. */
export async function serverSeedHash(serverSeed: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(serverSeed)));
}
