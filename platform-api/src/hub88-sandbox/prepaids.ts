// The sandbox's prepaids: for each slot, in EUR, USD and IDR, ten spins at 1.00 and one whose value
// and count the reward chooses, in the shape of Hub88's freebet/prepaids/list entries.

import { createHash } from 'node:crypto';

export interface SandboxPrepaid {
  prepaid_uuid: string;
  game_code: string;
  currency: string;
  bet_value: number | null;
  bet_count: number | null;
  type: string;
  title: string;
}

const FREEBET_GAMES = ['sbx_lucky_sevens', 'sbx_fruit_party'];
const CURRENCIES = ['EUR', 'USD', 'IDR'];

/** A stable UUID-shaped id, so the same prepaid keeps its id across sandbox restarts. */
function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join('-');
}

export const SANDBOX_PREPAIDS: SandboxPrepaid[] = FREEBET_GAMES.flatMap((gameCode) =>
  CURRENCIES.flatMap((currency) => [
    {
      prepaid_uuid: stableUuid(`${gameCode}/${currency}/10x1`),
      game_code: gameCode,
      currency,
      bet_value: 100_000,
      bet_count: 10,
      type: 'free_spins',
      title: '10 spins at 1.00',
    },
    {
      prepaid_uuid: stableUuid(`${gameCode}/${currency}/open`),
      game_code: gameCode,
      currency,
      bet_value: null,
      bet_count: null,
      type: 'free_spins',
      title: 'Spins of your choice',
    },
  ]),
);
