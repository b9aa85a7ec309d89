// The API's errors: ApiError with its code from the contract's catalogue (`@croupier/contracts`
// error-codes.ts; docs/api.md#error-catalogue, and OpenAPI), and refusals raised in SQL.

import type { ErrorParams, ErrorReason } from '@croupier/contracts';
import { ErrorCode, errorCatalogue, isErrorReason } from '@croupier/contracts';
import pg from 'pg';

export { ErrorCode, errorCatalogue };

/** SQLSTATE of a refusal raised in SQL (game_wallet_refuse), with the error code's name as detail. */
const REFUSED_IN_SQL = 'CR000';

/** The API error a refusal raised in SQL stands for, else null. */
export function refusalOf(error: unknown): ApiError | null {
  if (!(error instanceof pg.DatabaseError) || error.code !== REFUSED_IN_SQL) return null;
  const name = error.detail as keyof typeof ErrorCode;
  if (!Object.hasOwn(ErrorCode, name)) return null;
  return new ApiError(ErrorCode[name], error.message, reasonOfHint(error.hint));
}

/** The reason and parameters protection_refuse puts in the HINT as JSON, when it did. */
function reasonOfHint(hint: string | undefined): ErrorReasonWithParams | undefined {
  if (hint === undefined) return undefined;
  const { reason, params } = JSON.parse(hint) as { reason?: unknown; params?: ErrorParams };
  return isErrorReason(reason) ? { reason, params: params ?? {} } : undefined;
}

/** Why a call was refused, as a stable key the site translates, with the values it formats. */
export interface ErrorReasonWithParams {
  reason: ErrorReason;
  params: ErrorParams;
}

/** The name of an error code, as SQL refusals and clients' translations spell it. */
export function errorCodeName(code: ErrorCode): keyof typeof ErrorCode {
  const name = (Object.keys(ErrorCode) as (keyof typeof ErrorCode)[]).find(
    (key) => ErrorCode[key] === code,
  );
  if (name === undefined) throw new Error(`Unknown error code ${code}`);
  return name;
}

export class ApiError extends Error {
  readonly errorCode: ErrorCode;
  readonly statusCode: number;
  readonly reason: ErrorReasonWithParams | undefined;

  constructor(errorCode: ErrorCode, message: string, reason?: ErrorReasonWithParams) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.statusCode = errorCatalogue[errorCode].httpStatus;
    this.reason = reason;
  }
}

/** What a player's account lacked for a transfer the ledger refused (errorCode 10). */
export interface BalanceShortfall {
  playerId: string;
  currency: string;
  /** NUMERIC as text. */
  available: string;
  needed: string;
}

/**
 * A transfer refused because it would take a player's balance below zero: a significant event
 * (negative balance attempt) once the refusal is answered (modules/compliance/recorders.ts).
 */
export class ShortfallError extends ApiError {
  readonly shortfall: BalanceShortfall;

  constructor(shortfall: BalanceShortfall) {
    super(
      ErrorCode.insufficientFunds,
      `Insufficient ${shortfall.currency} balance: ${shortfall.available} available, ` +
        `${shortfall.needed} needed`,
    );
    this.shortfall = shortfall;
  }
}

export const authenticationError = () =>
  new ApiError(ErrorCode.authentication, 'Authentication problem. Please log in again.');

export const badRequestError = (message: string) => new ApiError(ErrorCode.badRequest, message);

export const notFoundError = (message: string) => new ApiError(ErrorCode.notFound, message);

export const forbiddenError = (message: string) => new ApiError(ErrorCode.forbidden, message);
