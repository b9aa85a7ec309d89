import { isAxiosError } from 'axios';

export const ERROR_CODES = {
  success: 0,
  authentication: 1,
  badRequestBody: 2,
  /** No server error code: network failure or an error raised in the browser. */
  unknown: -1,
} as const;

export const ERROR_MESSAGES = {
  [ERROR_CODES.authentication]: 'Authentication problem. Please log in again.',
  [ERROR_CODES.badRequestBody]: "There's an issue with the request body. Please check your input.",
  unexpected: 'An unexpected error occurred.',
} as const;

/** Every failed call rejects with this: the server's errorCode and message, or the network's. */
export class ApiError extends Error {
  readonly code: number;
  /** The failed response's body, when there was one. */
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
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

export function normalizeError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const body: unknown = error.response?.data;
    if (isErrorBody(body)) return fromErrorBody(body);
    return new ApiError(ERROR_CODES.unknown, error.message, body);
  }
  // Some calls throw the response body itself (docs/architecture.md#product-rules).
  if (isErrorBody(error)) return fromErrorBody(error);
  if (error instanceof Error) return new ApiError(ERROR_CODES.unknown, error.message);
  return new ApiError(ERROR_CODES.unknown, typeof error === 'string' ? error : '', error);
}

/** The text to show a player for any failure (docs/architecture.md#product-rules). */
export function errorMessage(error: unknown): string {
  const { code, message } = normalizeError(error);
  if (code === ERROR_CODES.authentication || code === ERROR_CODES.badRequestBody) {
    return ERROR_MESSAGES[code];
  }
  return message || ERROR_MESSAGES.unexpected;
}

function fromErrorBody(body: ErrorBody): ApiError {
  const message = typeof body.message === 'string' ? body.message : '';
  return new ApiError(body.errorCode, message, body);
}
