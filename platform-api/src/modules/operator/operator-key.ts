import { createHash, timingSafeEqual } from 'node:crypto';

import { ApiError, ErrorCode } from '../../http/errors.js';

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
