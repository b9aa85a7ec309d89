// The error catalogue of the platform API: every failure answers an HTTP 4xx/5xx with
// `{ errorCode, message }` (and for a refusal the player must understand, `reason` and `params`,
// see error-reasons.ts). One list, read by the API (statuses, OpenAPI, docs/api.md) and the site
// and back office (which codes mean what). Imports nothing, so a browser reads it without TypeBox.

export const ErrorCode = {
  authentication: 1,
  badRequest: 2,
  usernameTaken: 3,
  invalidCredentials: 4,
  tooManyAttempts: 5,
  notFound: 6,
  internal: 7,
  operatorAuthentication: 8,
  idempotencyKeyReused: 9,
  insufficientFunds: 10,
  paymentAccountExists: 11,
  paymentAccountRequired: 12,
  alreadyDecided: 13,
  quoteExpired: 14,
  quoteUsed: 15,
  quoteNotFound: 16,
  contactTaken: 17,
  referralCodeUnknown: 18,
  // Answers of the provider gateway (/gateway/v1).
  gameInsufficientFunds: 20,
  gatewaySignature: 21,
  gameTokenInvalid: 22,
  gameSessionInvalid: 23,
  providerTransactionConflict: 24,
  providerTransactionRolledBack: 25,
  roundNotOpen: 26,
  // Remote releases (/admin/v1/remotes).
  releaseRefused: 27,
  nothingToRollBack: 28,
  // Game launches at an aggregator (Hub88).
  aggregatorUnavailable: 29,
  // The admin API (/admin/v1).
  forbidden: 30,
  secondApproverRequired: 31,
  totpCodeUsed: 32,
  // Player protection (docs/protection.md).
  limitReached: 40,
  playerExcluded: 41,
  verificationRequired: 42,
  screeningMatch: 43,
  gamePlayerDisabled: 44,
  gameLimitReached: 45,
  // The bonus engine (docs/bonus.md).
  gameBonusMaxBet: 46,
  bonusForfeitRequired: 47,
  bonusNotEligible: 48,
  freeSpinUnavailable: 49,
  // Players the operator blocked (/admin/v1/players).
  playerBlocked: 50,
  playerAlreadyBlocked: 51,
  playerNotBlocked: 52,
  // The progressive jackpot (docs/jackpot.md).
  jackpotUnavailable: 61,
  jackpotNotAllowed: 62,
  // Disable on demand (docs/compliance.md).
  gameSuspended: 63,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorCatalogue: Record<ErrorCode, { httpStatus: number; meaning: string }> = {
  [ErrorCode.authentication]: {
    httpStatus: 401,
    meaning:
      'The token in Authorization is missing, unknown, expired, or of the wrong kind or brand.',
  },
  [ErrorCode.badRequest]: {
    httpStatus: 400,
    meaning: 'The body is malformed, fails its schema, or names something that does not exist.',
  },
  [ErrorCode.usernameTaken]: { httpStatus: 409, meaning: 'The username is taken in this brand.' },
  [ErrorCode.contactTaken]: {
    httpStatus: 409,
    meaning:
      'The email or phone number already has an account in this brand (compared without case, ' +
      'spaces, `+` or leading zeros): one account per person per brand.',
  },
  [ErrorCode.invalidCredentials]: { httpStatus: 401, meaning: 'Wrong username or password.' },
  [ErrorCode.tooManyAttempts]: {
    httpStatus: 429,
    meaning: 'Too many calls from this IP, or too many failed logins of this username.',
  },
  [ErrorCode.notFound]: { httpStatus: 404, meaning: 'No such route or resource.' },
  [ErrorCode.internal]: { httpStatus: 500, meaning: 'An unexpected server failure.' },
  [ErrorCode.operatorAuthentication]: {
    httpStatus: 401,
    meaning:
      'An /admin/v1 call has neither a right X-Operator-Key (the bootstrap key or a live API ' +
      'key) nor a live staff session cookie.',
  },
  [ErrorCode.idempotencyKeyReused]: {
    httpStatus: 409,
    meaning: 'The Idempotency-Key was already used for a different call or body.',
  },
  [ErrorCode.insufficientFunds]: {
    httpStatus: 409,
    meaning: 'The available balance does not cover the amount; nothing was written.',
  },
  [ErrorCode.paymentAccountExists]: {
    httpStatus: 409,
    meaning:
      'The player already has its payment account (one per player), or the brand does not let ' +
      'players change it (paymentAccountSettings.updateAccount off).',
  },
  [ErrorCode.paymentAccountRequired]: {
    httpStatus: 409,
    meaning: 'The brand requires a payment account before fiat deposits and withdrawals.',
  },
  [ErrorCode.alreadyDecided]: {
    httpStatus: 409,
    meaning: 'The transaction was already decided the other way.',
  },
  [ErrorCode.quoteExpired]: { httpStatus: 409, meaning: 'The swap quote has expired.' },
  [ErrorCode.quoteUsed]: { httpStatus: 409, meaning: 'The swap quote was already executed.' },
  [ErrorCode.quoteNotFound]: {
    httpStatus: 404,
    meaning: 'No swap quote with this id belongs to the player.',
  },
  [ErrorCode.gameInsufficientFunds]: {
    httpStatus: 409,
    meaning: 'Gateway bet: the balance does not cover the bet; nothing was moved.',
  },
  [ErrorCode.gatewaySignature]: {
    httpStatus: 401,
    meaning:
      "Gateway: X-Signature is missing or is not the body's HMAC with the provider's secret.",
  },
  [ErrorCode.gameTokenInvalid]: {
    httpStatus: 401,
    meaning: 'Gateway authenticate: the game token is unknown, expired or already exchanged.',
  },
  [ErrorCode.gameSessionInvalid]: {
    httpStatus: 401,
    meaning: 'Gateway: the session is unknown, of another provider, or expired (bet and balance).',
  },
  [ErrorCode.providerTransactionConflict]: {
    httpStatus: 409,
    meaning: 'Gateway: this transactionId was already used with a different body or call.',
  },
  [ErrorCode.providerTransactionRolledBack]: {
    httpStatus: 409,
    meaning: 'Gateway bet: this transactionId was rolled back, so the bet is refused.',
  },
  [ErrorCode.roundNotOpen]: {
    httpStatus: 409,
    meaning: "Gateway: the round is unknown, another player's, or already rolled back or settled.",
  },
  [ErrorCode.releaseRefused]: {
    httpStatus: 422,
    meaning:
      "Remote release: the manifest is unreachable, invalid, or incompatible with the shell's " +
      'shared singletons or the modules it loads; or a remote switch the brand cannot take (the ' +
      'referral remote without a referral programme); the registry is unchanged.',
  },
  [ErrorCode.nothingToRollBack]: {
    httpStatus: 409,
    meaning: 'Remote rollback: no published release is standing for these brands.',
  },
  [ErrorCode.aggregatorUnavailable]: {
    httpStatus: 502,
    meaning: 'Game launch: Hub88 did not answer, or answered no game URL; try again later.',
  },
  [ErrorCode.forbidden]: {
    httpStatus: 403,
    meaning:
      "Admin API: the caller's roles or brand scope do not allow this call, or a staff member " +
      'must change a one-time password first.',
  },
  [ErrorCode.totpCodeUsed]: {
    httpStatus: 401,
    meaning:
      'Staff login: the password is right but the authenticator code was already used; the ' +
      'next code (within 30 seconds) logs in. Counts as a failed login.',
  },
  [ErrorCode.secondApproverRequired]: {
    httpStatus: 409,
    meaning:
      "Admin API: this payment is above the brand's second-approval amount and its first " +
      "approval came from the caller, or this KYC approval is of a player past the brand's AML " +
      'threshold and its first approval came from the caller, or this manual balance adjustment ' +
      'was asked for by the caller; another staff member must approve it.',
  },
  [ErrorCode.referralCodeUnknown]: {
    httpStatus: 400,
    meaning: 'register3: the referralCode belongs to no player of the brand; nobody registered.',
  },
  [ErrorCode.limitReached]: {
    httpStatus: 409,
    meaning: "The deposit would exceed one of the player's deposit limits; the message names it.",
  },
  [ErrorCode.playerExcluded]: {
    httpStatus: 403,
    meaning: 'The player is timed out or self-excluded; the message states until when.',
  },
  [ErrorCode.verificationRequired]: {
    httpStatus: 403,
    meaning: 'The brand requires a verified identity (KYC) first; the message says why.',
  },
  [ErrorCode.screeningMatch]: {
    httpStatus: 409,
    meaning:
      'KYC approval: the player matches the sanctions/PEP list; approve again with ' +
      'screeningReviewed after a manual review.',
  },
  [ErrorCode.gamePlayerDisabled]: {
    httpStatus: 403,
    meaning:
      'Gateway bet: the player may not play (blocked, timed out, self-excluded, or not verified ' +
      'where the brand requires it); nothing was moved.',
  },
  [ErrorCode.gameSuspended]: {
    httpStatus: 403,
    meaning:
      'Launch or gateway bet: the operator suspended this game, its provider or all play of the ' +
      'brand (disable on demand); nothing was moved. Rounds already begun still settle.',
  },
  [ErrorCode.gameLimitReached]: {
    httpStatus: 409,
    meaning:
      "Gateway bet: the bet would exceed the player's loss or wager limit; nothing was moved.",
  },
  [ErrorCode.gameBonusMaxBet]: {
    httpStatus: 409,
    meaning:
      "Gateway: the stake is above the maximum bet of the player's active bonus grant (reason " +
      'bonusMaxBet, params limit and currency); nothing moved.',
  },
  [ErrorCode.bonusForfeitRequired]: {
    httpStatus: 409,
    meaning:
      'A withdrawal while bonus grants are open in its currency: resend it with forfeitBonus ' +
      'true to forfeit them (reason bonusForfeitRequired, params amount and currency); nothing ' +
      'moved.',
  },
  [ErrorCode.bonusNotEligible]: {
    httpStatus: 409,
    meaning:
      'The bonus offer cannot be taken: unknown code, archived or outside its window, claimed ' +
      'as often as it allows, another currency, a verification it requires, or not a first ' +
      'deposit (reason bonusNotEligible, param rule).',
  },
  [ErrorCode.freeSpinUnavailable]: {
    httpStatus: 409,
    meaning:
      "Gateway free spin: the grant is not the player's active grant, has no spin left, is not " +
      'played on this game, or stakes another amount; nothing moved.',
  },
  [ErrorCode.playerBlocked]: {
    httpStatus: 403,
    meaning: 'The operator blocked the player: login and deposits are refused.',
  },
  [ErrorCode.playerAlreadyBlocked]: {
    httpStatus: 409,
    meaning: 'Admin API: the player is blocked already.',
  },
  [ErrorCode.playerNotBlocked]: {
    httpStatus: 409,
    meaning: 'Admin API: the player is not blocked.',
  },
  [ErrorCode.jackpotUnavailable]: {
    httpStatus: 409,
    meaning:
      "Gateway jackpot: the player's brand has no active jackpot in the session's currency; " +
      'nothing was paid.',
  },
  [ErrorCode.jackpotNotAllowed]: {
    httpStatus: 403,
    meaning:
      "Gateway jackpot: the brand does not allow this provider to pay its jackpot, or the round's " +
      'game declares no jackpot trigger; nothing was paid.',
  },
};
