// Where each kind of ledger transfer shows on the player's statement of a year, seen from the
// player's accounts (their own and their bonus grants'). Typed over every TransferKind, so a new
// kind must be placed here before it compiles: every movement of the player's money is on a line,
// and the lines reconcile the opening balance with the closing one.

import type { TransferKind } from '../../money/ledger-lists.js';

/** A line of the statement; `swaps` splits into swappedIn and swappedOut by the posting's sign. */
export type StatementLine =
  | 'deposits'
  | 'withdrawals'
  | 'wagers'
  | 'wins'
  | 'bonusGranted'
  | 'bonusRemoved'
  | 'adjustments'
  | 'swaps';

/**
 * `between own accounts`: moves money from one of the player's accounts to another (a bonus
 * converted to real money), so it adds nothing. null: never posts to the player's accounts.
 */
export const LINE_OF_KIND: Record<TransferKind, StatementLine | 'between own accounts' | null> = {
  deposit: 'deposits',
  chain_deposit: 'deposits',
  chain_deposit_release: 'deposits',
  withdraw_hold: 'withdrawals',
  // A withdrawal returned (declined or failed) gives its hold back.
  withdraw_release: 'withdrawals',
  game_bet: 'wagers',
  game_rollback: 'wagers',
  game_win: 'wins',
  jackpot_win: 'wins',
  bonus_grant: 'bonusGranted',
  bonus: 'bonusGranted',
  bonus_forfeit: 'bonusRemoved',
  bonus_expire: 'bonusRemoved',
  manual_adjustment: 'adjustments',
  swap: 'swaps',
  bonus_convert: 'between own accounts',
  // Between house accounts: a held chain deposit, its return, a payout, the jackpot's money.
  chain_deposit_held: null,
  chain_deposit_return: null,
  withdraw_payout: null,
  jackpot_contribution: null,
  jackpot_seed: null,
};

/** The lines a player's money leaves by: their sums are shown as positive amounts. */
export const OUTGOING = new Set<string>(['withdrawals', 'wagers', 'bonusRemoved', 'swappedOut']);
