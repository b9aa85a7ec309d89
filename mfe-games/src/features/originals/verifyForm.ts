// The verify page's inputs and the checks it runs on them (fair/verify.ts does the work).

import { type OriginalsRound, type OriginalGame } from '@croupier/shared';
import { outcomeMatches, recomputeOutcome, seedMatchesHash, signatureValid } from './fair/verify';

export const GAMES: OriginalGame[] = ['dice', 'limbo', 'mines', 'plinko'];

export interface VerifyInputs {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  game: OriginalGame;
  /** JSON: dice { target, condition }, limbo { target }, mines { mines }, plinko { rows, risk }. */
  params: string;
  edge: string;
  /** The signed record as JSON; optional. */
  record: string;
}

export const EMPTY_INPUTS: VerifyInputs = {
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  game: 'dice',
  params: '{"target":"50.00","condition":"under"}',
  edge: '0.01',
  record: '',
};

/** The inputs a signed record states (all but the server seed, revealed only by rotation). */
export function inputsOfRecord(round: OriginalsRound, serverSeed = ''): VerifyInputs {
  return {
    serverSeed,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    game: round.game,
    params: JSON.stringify(round.params),
    edge: round.edge,
    record: JSON.stringify(round, null, 2),
  };
}

/** The record pasted, when it is a JSON object; null otherwise. */
export function parseRecord(text: string): OriginalsRound | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const round = value as OriginalsRound;
    return GAMES.includes(round.game) && typeof round.serverSeedHash === 'string' ? round : null;
  } catch {
    return null;
  }
}

/** A check's verdict; `skipped` when its input was not given. */
export type Verdict = 'pass' | 'fail' | 'skipped';

export interface Verification {
  outcome: Record<string, unknown>;
  seedHash: Verdict;
  outcomeMatchesRecord: Verdict;
  signature: Verdict;
}

export type VerifyProblem = 'serverSeed' | 'clientSeed' | 'nonce' | 'params' | 'record';

/** What is wrong with the inputs, or null when they can be verified. */
export function problemOf(inputs: VerifyInputs): VerifyProblem | null {
  if (!/^[0-9a-f]{64}$/.test(inputs.serverSeed.trim())) return 'serverSeed';
  if (inputs.clientSeed === '') return 'clientSeed';
  if (!/^\d+$/.test(inputs.nonce.trim())) return 'nonce';
  if (paramsOf(inputs.params) === null) return 'params';
  if (inputs.record.trim() !== '' && parseRecord(inputs.record) === null) return 'record';
  return null;
}

function paramsOf(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const verdict = (passed: boolean): Verdict => (passed ? 'pass' : 'fail');

/** Recomputes the outcome and runs every check its inputs allow; `publicKey` is the PEM. */
export async function verifyRound(
  inputs: VerifyInputs,
  loadPublicKey: () => Promise<string>,
): Promise<Verification> {
  const serverSeed = inputs.serverSeed.trim();
  const record = inputs.record.trim() === '' ? null : parseRecord(inputs.record);
  // A record is checked against its own inputs, whatever the fields say.
  const source = record ? inputsOfRecord(record, serverSeed) : inputs;
  const outcome = await recomputeOutcome(
    source.game,
    paramsOf(source.params) ?? {},
    { serverSeed, clientSeed: source.clientSeed, nonce: Number(source.nonce.trim()) },
    source.edge.trim(),
  );
  const hash = source.serverSeedHash.trim();
  return {
    outcome,
    seedHash: hash === '' ? 'skipped' : verdict(await seedMatchesHash(serverSeed, hash)),
    outcomeMatchesRecord: record
      ? verdict(outcomeMatches(source.game, outcome, record.outcome))
      : 'skipped',
    signature: record
      ? verdict(
          await signatureValid(record as unknown as Record<string, unknown>, await loadPublicKey()),
        )
      : 'skipped',
  };
}
