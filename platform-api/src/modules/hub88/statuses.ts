// The statuses of Hub88's wallet API. Every answer is HTTP 200 with one of them in `status`.

export const HUB88_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  // Player-protection limits and a bonus grant's maximum bet: refused on the bet path with it.
  'RS_ERROR_LIMIT_REACHED',
] as const;
export type Hub88Status = (typeof HUB88_STATUSES)[number];

const isHub88Status = (name: string): name is Hub88Status =>
  (HUB88_STATUSES as readonly string[]).includes(name);

/** Hub88's statuses of refusals by name, as the game wallet's core maps them or a call its own. */
export type RefusalStatuses = Readonly<Partial<Record<string, Hub88Status>>>;

/** The refusals the game wallet's core (game_wallet_claim, protection_check_bet, …) raises. */
const GAME_WALLET_REFUSALS: RefusalStatuses = {
  badRequest: 'RS_ERROR_WRONG_TYPES',
  gamePlayerDisabled: 'RS_ERROR_USER_DISABLED',
  gameSuspended: 'RS_ERROR_INVALID_GAME',
  gameLimitReached: 'RS_ERROR_LIMIT_REACHED',
  gameBonusMaxBet: 'RS_ERROR_LIMIT_REACHED',
  gameSessionInvalid: 'RS_ERROR_INVALID_TOKEN',
  providerTransactionConflict: 'RS_ERROR_DUPLICATE_TRANSACTION',
  providerTransactionRolledBack: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  // A free round whose grant is unknown, not the player's active one, or has no spin left.
  freeSpinUnavailable: 'RS_ERROR_UNKNOWN',
  roundNotOpen: 'RS_ERROR_UNKNOWN',
};

/**
 * A rollback's: the core refuses a rollback whose transaction id names no bet of the player
 * (providerTransactionConflict); hub88_rollback refuses a reused id of its own itself.
 */
export const ROLLBACK_REFUSALS: RefusalStatuses = {
  providerTransactionConflict: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
};

/**
 * The status of a refusal raised in SQL: its detail is a Hub88 status or a game wallet error name,
 * which the call's own `refusals` map before the core's.
 */
export function statusOfRefusal(
  detail: string | undefined,
  refusals: RefusalStatuses = {},
): Hub88Status | null {
  if (detail === undefined) return null;
  if (isHub88Status(detail)) return detail;
  return refusals[detail] ?? GAME_WALLET_REFUSALS[detail] ?? null;
}
