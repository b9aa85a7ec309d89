import { ErrorCode, isErrorReason, type ErrorParams, type ErrorReason } from '@croupier/contracts';
import type { AxiosError } from 'axios';
import i18next from 'i18next';
import { formatCurrencyAmount } from '../money/formatMoney';

/** The codes of the contract's catalogue the site acts on. */
export const ERROR_CODES = {
  success: 0,
  authentication: ErrorCode.authentication,
  badRequestBody: ErrorCode.badRequest,
  /** The brand wants a verified identity first; the site's verification page is the way. */
  verificationRequired: ErrorCode.verificationRequired,
  /** No server error code: network failure or an error raised in the browser. */
  unknown: -1,
} as const;

/** The English texts players see; each language's are in the `errors` namespace, same keys. */
export const ERROR_MESSAGES = {
  [ERROR_CODES.authentication]: 'Authentication problem. Please log in again.',
  [ERROR_CODES.badRequestBody]: "There's an issue with the request body. Please check your input.",
  [ERROR_CODES.verificationRequired]:
    'Verify your identity first: upload your documents on the Verification page of your account.',
  unexpected: 'An unexpected error occurred.',
  network: "We couldn't reach the server. Check your connection and try again.",
} as const;

/**
 * The English texts of the server's refusal reasons (ERROR_REASONS in @croupier/contracts), under
 * `reason.<key>` in the `errors` namespace; {{…}} are the reason's parameters, formatted.
 */
export const REASON_MESSAGES: Record<ErrorReason, string> = {
  invalidInput: "There's an issue with the request body. Please check your input.",
  invalidCredentials: 'Wrong username or password.',
  tooManyAttempts: 'Too many failed attempts. Try again in {{minutes}} minutes.',
  playerBlocked: 'Your account is blocked. Please contact support.',
  timeOut: 'You are taking a time-out until {{until}}.',
  selfExcluded: 'You are self-excluded until {{until}}.',
  verificationRequired:
    'Verify your identity first: upload your documents on the Verification page of your account.',
  amlVerificationRequired:
    'Your approved deposits of the last 30 days reached {{amount}}. Verify your identity before depositing again.',
  depositLimit:
    'This would exceed your {{period}} deposit limit of {{limit}}: {{remaining}} remain.',
  lossLimit: 'This would exceed your {{period}} loss limit of {{limit}}: {{remaining}} remain.',
  wagerLimit: 'This would exceed your {{period}} wager limit of {{limit}}: {{remaining}} remain.',
  bonusMaxBet: 'Your bonus allows stakes of at most {{limit}} while it is being wagered.',
  bonusForfeitRequired: 'This withdrawal forfeits your bonus of {{amount}}. Confirm to continue.',
  bonusNotEligible: 'This bonus offer is not available to you.',
  stakeBelowMinimum: 'The smallest stake of this game is {{limit}}.',
  stakeAboveMaximum: 'The largest stake of this game is {{limit}}.',
  roundStillOpen: 'Finish your open round first.',
  payoutAccountLocked: "Your payout account can't be changed here. Contact support to change it.",
  passwordRequired: 'Enter your password to change your payout account.',
  wrongPassword: 'The password is wrong.',
};

/** The English names of a limit's period, under `period.<period>`. */
export const PERIOD_NAMES = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

/** The translation namespace of ERROR_MESSAGES; the shell serves it for the whole site. */
export const ERRORS_NAMESPACE = 'errors';

/** How a call failed below the API's answers, when it did. */
export type TransportFailure = 'network' | 'server';

/** Every failed call rejects with this: the server's errorCode and message, or the network's. */
export class ApiError extends Error {
  readonly code: number;
  /** The failed response's body, when there was one. */
  readonly data: unknown;
  /** `network`: no answer arrived; `server`: an answer without the API's error body. */
  readonly transportFailure: TransportFailure | null;
  /** The server's stable reason of a refusal, when it named one the site knows. */
  readonly reason: ErrorReason | null;
  /** The reason's raw values: decimal-string amounts, currency codes, ISO times. */
  readonly params: ErrorParams;

  constructor(
    code: number,
    message: string,
    data?: unknown,
    transportFailure: TransportFailure | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.transportFailure = transportFailure;
    const body = isErrorBody(data) ? data : null;
    this.reason = isErrorReason(body?.reason) ? body.reason : null;
    this.params = body?.reason !== undefined && isParams(body.params) ? body.params : {};
  }
}

interface ErrorBody {
  errorCode: number;
  message?: unknown;
  reason?: unknown;
  params?: unknown;
}

function isParams(value: unknown): value is ErrorParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { errorCode?: unknown }).errorCode === 'number'
  );
}

/** axios's own test (`isAxiosError`), without loading axios to answer it. */
export function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

export function normalizeError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const { response } = error;
    if (!response) return new ApiError(ERROR_CODES.unknown, error.message, undefined, 'network');
    const body: unknown = response.data;
    if (!isErrorBody(body)) return new ApiError(ERROR_CODES.unknown, error.message, body, 'server');
    return fromErrorBody(body);
  }
  // Some calls throw the response body itself (docs/architecture.md#product-rules).
  if (isErrorBody(error)) return fromErrorBody(error);
  if (error instanceof Error) return new ApiError(ERROR_CODES.unknown, error.message);
  return new ApiError(ERROR_CODES.unknown, typeof error === 'string' ? error : '', error);
}

/**
 * The text to show a player for any failure, in the player's language
 * (docs/architecture.md#product-rules). Transport messages ("Network Error", "Request failed with
 * status code 500") never reach players.
 */
export function errorMessage(error: unknown): string {
  const { code, message, transportFailure, reason, params } = normalizeError(error);
  if (reason !== null) return reasonMessage(reason, params);
  if (
    code === ERROR_CODES.authentication ||
    code === ERROR_CODES.badRequestBody ||
    code === ERROR_CODES.verificationRequired
  ) {
    return translated(code);
  }
  if (transportFailure === 'network') return translated('network');
  if (transportFailure === 'server' || !message) return translated('unexpected');
  return message;
}

/**
 * A refusal's reason in the player's language: amounts with the site's money format and their
 * currency, times as date and time in the language's own way.
 */
export function reasonMessage(reason: ErrorReason, params: ErrorParams = {}): string {
  const values: Record<string, string | number> = { ...params };
  const currency = typeof params.currency === 'string' ? params.currency : '';
  for (const name of ['amount', 'limit', 'remaining'] as const) {
    const amount = params[name];
    if (amount !== undefined)
      values[name] = `${formatCurrencyAmount(amount, currency)} ${currency}`;
  }
  if (typeof params.until === 'string') values.until = formatDateTime(params.until);
  if (typeof params.period === 'string' && params.period in PERIOD_NAMES) {
    const period = params.period as keyof typeof PERIOD_NAMES;
    values.period = text(`period.${period}`, PERIOD_NAMES[period]);
  }
  return text(`reason.${reason}`, REASON_MESSAGES[reason], values);
}

function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const language = i18next.isInitialized ? i18next.language : undefined;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

function text(key: string, english: string, values: Record<string, string | number> = {}) {
  if (!i18next.isInitialized) {
    return english.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ''));
  }
  // The values are formatted text, not HTML: React escapes what it renders.
  return i18next.t(key, {
    ns: ERRORS_NAMESPACE,
    defaultValue: english,
    ...values,
    interpolation: { escapeValue: false },
  });
}

function translated(key: keyof typeof ERROR_MESSAGES): string {
  const english = ERROR_MESSAGES[key];
  if (!i18next.isInitialized) return english;
  return i18next.t(String(key), { ns: ERRORS_NAMESPACE, defaultValue: english });
}

function fromErrorBody(
  body: ErrorBody,
  transportFailure: TransportFailure | null = null,
): ApiError {
  const message = typeof body.message === 'string' ? body.message : '';
  return new ApiError(body.errorCode, message, body, transportFailure);
}
