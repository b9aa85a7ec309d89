// The stable reasons of refusals, with the raw values the site formats in the player's language.
// One list, read by the API (which sends `reason` and `params` beside `errorCode` and `message`)
// and the site (which translates `errors:reason.<key>`). Adding a reason: one line here, its
// parameters' meaning in the comment, and its text in every shell/public/locales/*/errors.json.
// Imports nothing, so the site reads it without loading TypeBox.

export const ERROR_REASONS = [
  /** The body failed its schema; `message` names the field. */
  'invalidInput',
  'invalidCredentials',
  /** `minutes`: how long the username stays refused. */
  'tooManyAttempts',
  'playerBlocked',
  /** `until`: ISO time the time-out ends. */
  'timeOut',
  /** `until`: ISO time the self-exclusion ends. */
  'selfExcluded',
  'verificationRequired',
  /** `amount`, `currency`: the approved deposits of 30 days that reached the AML threshold. */
  'amlVerificationRequired',
  /** `period` (day|week|month), `limit`, `remaining`, `currency`: the limit in force. */
  'depositLimit',
  'lossLimit',
  'wagerLimit',
  /** `limit`, `currency`: the active bonus grant's maximum bet. */
  'bonusMaxBet',
  /** `amount`, `currency`: the bonus money a withdrawal would forfeit. */
  'bonusForfeitRequired',
  /** `rule`: the eligibility rule the bonus offer failed (see docs/bonus.md#eligibility). */
  'bonusNotEligible',
  /** `limit`, `currency`: the brand's smallest stake of the game. */
  'stakeBelowMinimum',
  /** `limit`, `currency`: the brand's largest stake of the game. */
  'stakeAboveMaximum',
  /** `roundId`: the player's mines round still open; finish it first. */
  'roundStillOpen',
  /** The brand does not let players change their payout account; support can. */
  'payoutAccountLocked',
  /** Changing the payout account needs the player's password. */
  'passwordRequired',
  /** The password the player confirmed a change with is wrong. */
  'wrongPassword',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

/** Raw values: amounts as decimal strings, currencies as codes, times as ISO 8601, counts. */
export type ErrorParams = Record<string, string | number>;

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && (ERROR_REASONS as readonly string[]).includes(value);
}
