// What every route declares besides its own body and answer, which come from @croupier/contracts.

import { ErrorBodySchema } from '@croupier/contracts';
import type { TSchema } from '@sinclair/typebox';

export const ok = <T>(data: T) => ({ errorCode: 0 as const, data });

/** Response schemas of a route: its success body, and the error body for every failure. */
export const responses = <T extends TSchema>(success: T) => ({
  200: success,
  '4xx': ErrorBodySchema,
  '5xx': ErrorBodySchema,
});

/** OpenAPI security requirement of calls that read the Authorization header. */
export const requiresAuthorization = [{ authorization: [] }];
