import { ErrorCode } from '@croupier/contracts';
import axios, { isAxiosError } from 'axios';

/**
 * The admin API through this site's own origin (its server forwards /admin), so the staff
 * session cookie (SameSite=Strict, Path=/admin) travels with every call.
 */
export const adminHttp = axios.create({
  baseURL: '/admin/v1',
  headers: { 'Content-Type': 'application/json' },
});

interface Envelope<Data> {
  errorCode: number;
  data: Data;
}

/** The codes of the contract's catalogue the back office acts on. */
export const ERROR_CODES = {
  authentication: ErrorCode.operatorAuthentication,
  forbidden: ErrorCode.forbidden,
} as const;

/** A refused call: the API's errorCode and message, or errorCode 0 when it did not answer. */
export class AdminApiError extends Error {
  constructor(
    readonly errorCode: number,
    message: string,
  ) {
    super(message);
  }
}

function refusal(error: unknown): AdminApiError {
  if (isAxiosError<{ errorCode?: number; message?: string }>(error) && error.response?.data) {
    const { errorCode = 0, message = '' } = error.response.data;
    return new AdminApiError(errorCode, message || error.message);
  }
  return new AdminApiError(0, error instanceof Error ? error.message : String(error));
}

let sessionEndListener: (() => void) | null = null;

/** `listener` hears every call refused for want of a session: it expired or was ended elsewhere. */
export function whenUnauthenticated(listener: () => void): void {
  sessionEndListener = listener;
}

async function call<Data>(request: Promise<{ data: Envelope<Data> }>): Promise<Data> {
  try {
    return (await request).data.data;
  } catch (error) {
    const refused = refusal(error);
    if (refused.errorCode === ERROR_CODES.authentication) sessionEndListener?.();
    throw refused;
  }
}

export function adminGet<Data>(path: string, params?: Record<string, string>): Promise<Data> {
  return call(adminHttp.get<Envelope<Data>>(path, { params }));
}

export function adminPost<Data>(
  path: string,
  body: object = {},
  headers?: Record<string, string>,
): Promise<Data> {
  return call(adminHttp.post<Envelope<Data>>(path, body, { headers }));
}

export function adminPut<Data>(path: string, body: object): Promise<Data> {
  return call(adminHttp.put<Envelope<Data>>(path, body));
}

export function adminPatch<Data>(path: string, body: object): Promise<Data> {
  return call(adminHttp.patch<Envelope<Data>>(path, body));
}

/** Where the browser fetches a deposit's receipt image (the cookie goes with it). */
export function receiptUrl(transactionId: string): string {
  return `/admin/v1/payments/${encodeURIComponent(transactionId)}/receipt`;
}
