import type { AxiosError } from 'axios';
import i18next from 'i18next';

export const ERROR_CODES = {
  success: 0,
  authentication: 1,
  badRequestBody: 2,
  /** The brand wants a verified identity first; the site's verification page is the way. */
  verificationRequired: 42,
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
  }
}

interface ErrorBody {
  errorCode: number;
  message?: unknown;
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
  const { code, message, transportFailure } = normalizeError(error);
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
