import { createHash, timingSafeEqual } from 'node:crypto';

import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import { ApiError, ErrorCode } from '../../http/errors.js';

/** Documents the header in OpenAPI; the hook of `requireOperatorKeyOnEveryRoute` checks it. */
export const OperatorKeyHeaders = Type.Object({
  'x-operator-key': Type.String({ description: 'The operator key (env OPERATOR_KEY)' }),
});

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Refuses a missing or wrong operator key with errorCode 8. Comparing fixed-length digests in
 * constant time reveals neither the key's characters nor its length through timing.
 */
export function requireOperatorKey(operatorKey: string, presented: string | string[] | undefined) {
  const given = typeof presented === 'string' ? presented : '';
  if (!timingSafeEqual(digest(given), digest(operatorKey)) || given === '') {
    throw new ApiError(ErrorCode.operatorAuthentication, 'Missing or wrong X-Operator-Key');
  }
}

/** Checks the key before any validation, on every route of the plugin `app` belongs to. */
export function requireOperatorKeyOnEveryRoute(app: FastifyInstance, operatorKey: string) {
  app.addHook('onRequest', async (request) => {
    requireOperatorKey(operatorKey, request.headers['x-operator-key']);
  });
}
