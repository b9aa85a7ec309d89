import type {
  MinesRoundState,
  OriginalsBetRequest,
  OriginalsGameRules,
  OriginalsRound,
  OriginalsSeeds,
  Page,
} from '@croupier/contracts';
import type { OriginalGame } from '@croupier/contracts/originals-formulas';
import { loadApiClient } from '../api/client';
import { postForData } from '../api/request';

// The provably fair originals' player calls (docs/provably-fair.md#player-api):
// `POST /v1/originals/<call>`, all with the login token.

/** The brand's rules of `game` in `currency` (edge, stake bounds, payout cap) and, for mines, the round left open. */
export function getOriginalsGameRules(
  game: OriginalGame,
  currency: string,
): Promise<OriginalsGameRules> {
  return postForData('originals/game', { game, currency });
}

/** The active seed pair (the server seed only as its hash) and the last revealed one. */
export function getOriginalsSeeds(): Promise<OriginalsSeeds> {
  return postForData('originals/seeds', {});
}

/** Starts a new pair (with the player's client seed when given) and reveals the old server seed. */
export function rotateOriginalsSeeds(clientSeed?: string): Promise<OriginalsSeeds> {
  return postForData('originals/seeds/rotate', clientSeed === undefined ? {} : { clientSeed });
}

/** A dice, limbo or plinko bet: settled on the server, answered as its signed record. */
export function placeOriginalsBet(bet: OriginalsBetRequest): Promise<OriginalsRound> {
  return postForData('originals/bet', bet);
}

export function startMinesRound(
  currency: string,
  amount: string,
  mines: number,
): Promise<MinesRoundState> {
  return postForData('originals/mines/start', { currency, amount, mines });
}

/** `tile` is 0–24, row by row; a mine or a cleared board ends the round with its record. */
export function revealMinesTile(roundId: string, tile: number): Promise<MinesRoundState> {
  return postForData('originals/mines/reveal', { roundId, tile });
}

export function cashOutMinesRound(roundId: string): Promise<MinesRoundState> {
  return postForData('originals/mines/cashout', { roundId });
}

/** A page (1-based) of the player's settled rounds, newest first. */
export function getOriginalsRounds(page: number, pageSize: number): Promise<Page<OriginalsRound>> {
  return postForData('originals/rounds', { page, pageSize });
}

/** One of the player's settled rounds. */
export function getOriginalsRound(roundId: string): Promise<OriginalsRound> {
  return postForData('originals/round', { roundId });
}

/** The Ed25519 public key (SPKI PEM) that signs round records; public, no token needed. */
export async function getOriginalsPublicKey(): Promise<string> {
  const client = await loadApiClient();
  const response = await client.get<string>('/.well-known/croupier-originals-key', {
    responseType: 'text',
  });
  return response.data;
}
