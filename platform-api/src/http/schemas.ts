// What every route declares besides its own body and answer, which come from @croupier/contracts.

import { Envelope, ErrorBodySchema } from '@croupier/contracts';
import type { TSchema } from '@sinclair/typebox';
import type { FastifySchema } from 'fastify';

import { OperatorKeyHeaders } from './operator-key.js';

export const ok = <T>(data: T) => ({ errorCode: 0 as const, data });

/** Response schemas of a route: its success body, and the error body for every failure. */
export const responses = <T extends TSchema>(success: T) => ({
  200: success,
  '4xx': ErrorBodySchema,
  '5xx': ErrorBodySchema,
});

/** OpenAPI security requirement of calls that read the Authorization header. */
export const requiresAuthorization = [{ authorization: [] }];

/** A route's schema: listed in the OpenAPI under `tag`, answering `data` in the success envelope. */
export const routeSchema = <Data extends TSchema, Parts extends Omit<FastifySchema, 'response'>>(
  tag: string,
  data: Data,
  parts: Parts,
) => ({ tags: [tag], ...parts, response: responses(Envelope(data)) });

/** The route options of a player call: a route schema that reads the Authorization header. */
export const playerCall = <Data extends TSchema, Parts extends Omit<FastifySchema, 'response'>>(
  tag: string,
  data: Data,
  parts: Parts,
) => ({ schema: routeSchema(tag, data, { ...parts, security: requiresAuthorization }) });

/** The route schema of an admin route that machines may call with X-Operator-Key. */
export const operatorRouteSchema = <
  Data extends TSchema,
  Parts extends Omit<FastifySchema, 'response' | 'headers'>,
>(
  tag: string,
  data: Data,
  parts: Parts,
) => routeSchema(tag, data, { ...parts, headers: OperatorKeyHeaders });
