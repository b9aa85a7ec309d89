// Verifying a round in the browser: the seed commitment, the outcome recomputed from the seeds
// with the published formulas, and the platform's Ed25519 signature over the record's RFC 8785
// form without `signature` (Web Crypto; JCS by the `canonicalize` package, as the API signs).

import canonicalize from 'canonicalize';
import { Decimal } from 'decimal.js';
import { fairFloats, serverSeedHash, type FairInput } from './random';
import {
  diceRoll,
  limboResult,
  minePositions,
  plinkoDrop,
  type OriginalGame,
} from '@croupier/shared';

/** The outcome as the signed record states it: dice/limbo { result }, mines { mines }, plinko { path, bucket }. */
export async function recomputeOutcome(
  game: OriginalGame,
  params: Record<string, unknown>,
  input: FairInput,
  edge: string,
): Promise<Record<string, unknown>> {
  switch (game) {
    case 'dice': {
      const [float = 0] = await fairFloats(input, 1);
      return { result: diceRoll(float).toFixed(2) };
    }
    case 'limbo': {
      const [float = 0] = await fairFloats(input, 1);
      return { result: limboResult(float, new Decimal(edge)).toFixed(2) };
    }
    case 'mines': {
      const mines = Number(params.mines);
      return { mines: minePositions(await fairFloats(input, mines), mines) };
    }
    case 'plinko': {
      const rows = Number(params.rows);
      return plinkoDrop(await fairFloats(input, rows), rows);
    }
  }
}

/** Whether the recomputed outcome is the one the record states (mines: the same mine tiles). */
export function outcomeMatches(
  game: OriginalGame,
  recomputed: Record<string, unknown>,
  stated: Record<string, unknown>,
): boolean {
  if (game === 'mines') return sameJson(recomputed.mines, stated.mines);
  return sameJson(recomputed, pick(stated, Object.keys(recomputed)));
}

function pick(record: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, record[key]]));
}

function sameJson(left: unknown, right: unknown): boolean {
  return canonicalize(left) === canonicalize(right);
}

export async function seedMatchesHash(serverSeed: string, hash: string): Promise<boolean> {
  return (await serverSeedHash(serverSeed)) === hash.trim().toLowerCase();
}

function pemBytes(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return base64Bytes(base64);
}

function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** Whether the record's `signature` is the platform's over the record without it. */
export async function signatureValid(
  record: Record<string, unknown>,
  pem: string,
): Promise<boolean> {
  const { signature, ...signed } = record;
  if (typeof signature !== 'string') return false;
  const text = canonicalize(signed);
  if (text === undefined) return false;
  try {
    const key = await crypto.subtle.importKey('spki', pemBytes(pem), { name: 'Ed25519' }, false, [
      'verify',
    ]);
    return await crypto.subtle.verify(
      { name: 'Ed25519' },
      key,
      base64Bytes(signature),
      new TextEncoder().encode(text),
    );
  } catch {
    // A malformed key or signature verifies nothing.
    return false;
  }
}
