// The ledger's lists of allowed values. They sit in the base, below every module, because the
// database's CHECK constraints are written from them at start (db/check-lists.ts).

/** The house's roles; ledger_accounts_house_role_check is written from this list at start. */
export const HOUSE_ROLES = [
  'deposits_clearing',
  'withdrawals_in_flight',
  'fx',
  'game_settlement',
  'bonus',
  'jackpot_pool',
  'jackpot_seed',
  'chain_deposits_held',
  'manual_adjustments',
] as const;
export type HouseRole = (typeof HOUSE_ROLES)[number];

/**
 * Every kind of transfer: the one list. The database's CHECK constraint
 * ledger_transfers_kind_check is written from it at start (db/check-lists.ts).
 */
export const TRANSFER_KINDS = [
  'deposit',
  'chain_deposit',
  'withdraw_hold',
  'withdraw_payout',
  'withdraw_release',
  'swap',
  'game_bet',
  'game_win',
  'game_rollback',
  'bonus',
  'jackpot_contribution',
  'jackpot_win',
  'jackpot_seed',
  'chain_deposit_held',
  'chain_deposit_release',
  'chain_deposit_return',
  'bonus_grant',
  'bonus_convert',
  'bonus_forfeit',
  'bonus_expire',
  'manual_adjustment',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
