import { timingSafeEqual } from 'node:crypto';

import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import { FailedAttempts } from '../security/failed-attempts.js';
import { sha256 } from '../security/tokens.js';
import type { Operator } from './admin-access.js';
import { ApiError, ErrorCode } from './errors.js';

/** Documents the header in OpenAPI; the admin API's access hook checks it. */
export const OperatorKeyHeaders = Type.Object({
  'x-operator-key': Type.Optional(
    Type.String({
      description:
        'An API key, or the bootstrap key OPERATOR_KEY. Staff send their session cookie instead.',
    }),
  ),
});

/** The headers of an admin write applied once per caller and Idempotency-Key. */
export const IdempotentOperatorKeyHeaders = Type.Composite([
  OperatorKeyHeaders,
  Type.Object({ 'idempotency-key': Type.String({ minLength: 1, maxLength: 128 }) }),
]);

const FAILURE_WINDOW_MS = 60_000;

/** OPERATOR_KEY: the deployment's own key, owner of every brand, to bootstrap staff and keys. */
export const BOOTSTRAP_OPERATOR: Operator = {
  kind: 'bootstrap',
  name: 'OPERATOR_KEY',
  roles: ['owner'],
  brandIds: null,
};

/** Finds the live API key whose sha256 is `keyHash`, recording its use. */
export type FindApiKey = (keyHash: Buffer) => Promise<Operator | null>;

/**
 * The X-Operator-Key check of every /admin/v1 route, so that failures on any of them count
 * together. An address that failed too often in the last minute is refused whatever key it
 * sends, or a right guess would stand out from the refusals.
 */
export class OperatorKeyCheck {
  readonly #failures: FailedAttempts;
  readonly #bootstrapDigest: Buffer;

  constructor(operatorKey: string, maxFailuresPerMinute: number) {
    this.#failures = new FailedAttempts(maxFailuresPerMinute, FAILURE_WINDOW_MS);
    this.#bootstrapDigest = sha256(operatorKey);
  }

  /** The caller the key names; a missing or wrong key is errorCode 8. */
  async check(request: FastifyRequest, findApiKey: FindApiKey): Promise<Operator> {
    const { ip } = request;
    if (this.#failures.isExhausted(ip)) {
      request.log.warn({ ip }, 'Operator key attempt refused: too many failures from this IP');
      throw new ApiError(
        ErrorCode.tooManyAttempts,
        'Too many wrong operator keys from this address; retry within a minute',
      );
    }
    const presented = request.headers['x-operator-key'];
    const given = typeof presented === 'string' ? presented : '';
    // Comparing fixed-length digests in constant time reveals neither the key's characters nor
    // its length through timing.
    const digest = sha256(given);
    if (given !== '') {
      if (timingSafeEqual(digest, this.#bootstrapDigest)) return BOOTSTRAP_OPERATOR;
      const apiKey = await findApiKey(digest);
      if (apiKey !== null) return apiKey;
      // Only a key presented is a guess: a call with none (the back office asking who is signed
      // in before anyone is) must not lock its address out.
      this.#failures.record(ip);
    }
    request.log.warn({ ip, url: request.url }, 'Missing or wrong X-Operator-Key');
    throw new ApiError(ErrorCode.operatorAuthentication, 'Missing or wrong X-Operator-Key');
  }
}
