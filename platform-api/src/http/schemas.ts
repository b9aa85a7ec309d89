// What every route declares besides its own body and answer, which come from @croupier/contracts.

import { Envelope, ErrorBodySchema } from '@croupier/contracts';
import type { TSchema } from '@sinclair/typebox';
import type { FastifySchema } from 'fastify';

export const ok = <T>(data: T) => ({ errorCode: 0 as const, data });

/** Response schemas of a route: its success body, and the error body for every failure. */
export const responses = <T extends TSchema>(success: T) => ({
  200: success,
  '4xx': ErrorBodySchema,
  '5xx': ErrorBodySchema,
});

/** OpenAPI security requirement of calls that read the Authorization header. */
export const requiresAuthorization = [{ authorization: [] }];

/** A route's schema: its own parts, answering `data` in the success envelope. */
export const answering = <Data extends TSchema, Parts extends Omit<FastifySchema, 'response'>>(
  data: Data,
  parts: Parts,
) => ({ ...parts, response: responses(Envelope(data)) });

/** The route options of a player call: it reads the Authorization header and answers `data`. */
export const playerCall = <Data extends TSchema, Parts extends Omit<FastifySchema, 'response'>>(
  data: Data,
  parts: Parts,
) => ({ schema: answering(data, { ...parts, security: requiresAuthorization }) });
