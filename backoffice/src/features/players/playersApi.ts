import type {
  BalanceAdjustment,
  Exclusion,
  Limit,
  Page,
  PlayerBlock,
  PlayerNote,
  PlayerProfile,
  PlayerSummary,
  PlayerTotals,
  RoundDetail,
} from '@croupier/contracts';
import { adminGet, adminPost } from '../admin-api';

// The players of the admin API (/admin/v1/players), in the wire contract's types. Amounts are
// decimal strings: money never becomes a JavaScript number.

export type {
  BalanceAdjustment,
  Limit,
  Page,
  PlayerBet,
  PlayerBonus,
  PlayerLoginSession,
  PlayerNote,
  PlayerProfile,
  PlayerSummary,
  PlayerTransaction,
} from '@croupier/contracts';

/** What `GET players/:playerId/protection` answers that the back office shows. */
export interface Protection {
  limits: Limit[];
  exclusion: Exclusion | null;
}

export const SEARCH_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = 10;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
export const NOTE_MAX_LENGTH = 2000;

const playerPath = (playerId: string, rest = '') =>
  `players/${encodeURIComponent(playerId)}${rest}`;

export const searchPlayers = (query: string, page: number) =>
  adminGet<Page<PlayerSummary>>('players', {
    query,
    page: String(page),
    pageSize: String(SEARCH_PAGE_SIZE),
  });

export const loadProfile = (playerId: string) => adminGet<PlayerProfile>(playerPath(playerId));

/** One of the player's rounds in full (game recall). */
export const loadRound = (playerId: string, gpid: string, roundId: string) =>
  adminGet<RoundDetail>(playerPath(playerId, `/rounds/${encodeURIComponent(roundId)}`), { gpid });

/** The player's lifetime figures, one entry per currency it moved money in. */
export const loadTotals = (playerId: string) =>
  adminGet<PlayerTotals[]>(playerPath(playerId, '/totals'));

export const loadProtection = (playerId: string) =>
  adminGet<Protection>(playerPath(playerId, '/protection'));

export type HistoryName = 'transactions' | 'bets' | 'sessions' | 'bonuses' | 'notes';

export function loadHistory<Item>(playerId: string, name: HistoryName, page: number) {
  return adminGet<Page<Item>>(playerPath(playerId, `/${name}`), {
    page: String(page),
    pageSize: String(HISTORY_PAGE_SIZE),
  });
}

export const addNote = (playerId: string, text: string) =>
  adminPost<PlayerNote>(playerPath(playerId, '/notes'), { text });

export const blockPlayer = (playerId: string, reason: string) =>
  adminPost<PlayerBlock>(playerPath(playerId, '/block'), { reason });

export const unblockPlayer = (playerId: string) => adminPost(playerPath(playerId, '/unblock'));

/** Where the browser fetches an identity document (the cookie goes with it). */
export const documentUrl = (documentId: string) =>
  `/admin/v1/kyc/documents/${encodeURIComponent(documentId)}`;

export const ADJUSTMENTS_SHOWN = 10;

/** The player's latest manual balance adjustments, waiting ones included. */
export const loadAdjustments = (playerId: string) =>
  adminGet<Page<BalanceAdjustment>>(playerPath(playerId, '/adjustments'), {
    page: '1',
    pageSize: String(ADJUSTMENTS_SHOWN),
  });

/** Asks for an adjustment: a signed amount, its currency and the reason; once per key. */
export const requestAdjustment = (
  playerId: string,
  adjustment: { amount: string; currency: string; reason: string },
  idempotencyKey: string,
) =>
  adminPost<BalanceAdjustment>(playerPath(playerId, '/adjustments'), adjustment, {
    'Idempotency-Key': idempotencyKey,
  });

export const decideAdjustment = (
  playerId: string,
  adjustmentId: string,
  decision: 'approve' | 'decline',
) =>
  adminPost<BalanceAdjustment>(
    playerPath(playerId, `/adjustments/${encodeURIComponent(adjustmentId)}/${decision}`),
  );
