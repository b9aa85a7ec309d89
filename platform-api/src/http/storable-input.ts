// Input PostgreSQL cannot store is refused at the edge as errorCode 2: text holding a NUL
// character (which no PostgreSQL text value can contain) and dates of year 0000 (valid RFC 3339,
// but PostgreSQL counts 1 BC before 1 AD and has no year 0).

import type { FastifyInstance, FastifyServerOptions } from 'fastify';

import { badRequestError } from './errors.js';

type Ajv = Parameters<NonNullable<NonNullable<FastifyServerOptions['ajv']>['onCreate']>>[0];

const YEAR_ZERO = '0000';

/** Narrows the `date` and `date-time` formats of `ajv` to dates of year 0001 and later. */
export function refuseYearZero(ajv: Ajv): void {
  for (const name of ['date', 'date-time']) {
    const rfc3339 = ajv.formats[name];
    if (typeof rfc3339 !== 'object' || !('validate' in rfc3339)) {
      throw new Error(`The ${name} format is not a validating definition`);
    }
    const { validate, compare } = rfc3339 as {
      validate: (value: string) => boolean;
      compare?: (a: string, b: string) => number | undefined;
    };
    ajv.addFormat(name, {
      type: 'string',
      validate: (value: string) => !value.startsWith(YEAR_ZERO) && validate(value),
      ...(compare === undefined ? {} : { compare }),
    });
  }
}

/** Where in `value` (keys included) the first NUL character is, or null when there is none. */
export function pathOfNulCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}/${key}`;
    if (key.includes('\u0000')) return itemPath;
    const found = pathOfNulCharacter(item, itemPath);
    if (found !== null) return found;
  }
  return null;
}

export function assertNoNulCharacter(value: unknown, dataVariable: string): void {
  const path = pathOfNulCharacter(value, dataVariable);
  if (path !== null) throw badRequestError(`${path} must not contain a NUL character`);
}

/**
 * Refuses a NUL character anywhere in a request's body, query, path parameters or headers. It
 * runs after the schema and credential checks, so those answer as for any other call, and before
 * any handler reaches the database.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    assertNoNulCharacter(request.params, 'params');
    assertNoNulCharacter(request.query, 'querystring');
    assertNoNulCharacter(request.headers, 'headers');
    assertNoNulCharacter(request.body, 'body');
  });
}
