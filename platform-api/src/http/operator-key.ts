import { createHash, timingSafeEqual } from 'node:crypto';

import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { FailedAttempts } from '../security/failed-attempts.js';
import { ApiError, ErrorCode } from './errors.js';

/** Documents the header in OpenAPI; the hook of `requireOperatorKeyOnEveryRoute` checks it. */
export const OperatorKeyHeaders = Type.Object({
  'x-operator-key': Type.String({ description: 'The operator key (env OPERATOR_KEY)' }),
});

const FAILURE_WINDOW_MS = 60_000;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Refuses a missing or wrong operator key with errorCode 8. Comparing fixed-length digests in
 * constant time reveals neither the key's characters nor its length through timing.
 */
function requireOperatorKey(operatorKey: string, presented: string | string[] | undefined) {
  const given = typeof presented === 'string' ? presented : '';
  if (!timingSafeEqual(digest(given), digest(operatorKey)) || given === '') {
    throw new ApiError(ErrorCode.operatorAuthentication, 'Missing or wrong X-Operator-Key');
  }
}

/**
 * The operator key check of every /admin/v1 route, shared by their plugins so that failures on
 * any of them count together. An address that failed too often in the last minute is refused
 * whatever key it sends, or a right guess would stand out from the refusals.
 */
export class OperatorKeyCheck {
  readonly #failures: FailedAttempts;

  constructor(
    private readonly operatorKey: string,
    maxFailuresPerMinute: number,
  ) {
    this.#failures = new FailedAttempts(maxFailuresPerMinute, FAILURE_WINDOW_MS);
  }

  check(request: FastifyRequest): void {
    const { ip } = request;
    if (this.#failures.isExhausted(ip)) {
      request.log.warn({ ip }, 'Operator key attempt refused: too many failures from this IP');
      throw new ApiError(
        ErrorCode.tooManyAttempts,
        'Too many wrong operator keys from this address; retry within a minute',
      );
    }
    try {
      requireOperatorKey(this.operatorKey, request.headers['x-operator-key']);
    } catch (error) {
      this.#failures.record(ip);
      request.log.warn({ ip, url: request.url }, 'Missing or wrong X-Operator-Key');
      throw error;
    }
  }
}

/** Checks the key before any validation, on every route of the plugin `app` belongs to. */
export function requireOperatorKeyOnEveryRoute(app: FastifyInstance, check: OperatorKeyCheck) {
  app.addHook('onRequest', async (request) => check.check(request));
}
