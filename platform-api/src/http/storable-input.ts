// Input PostgreSQL cannot store, or nested too deeply to walk safely, is refused at the edge as
// errorCode 2: JSON nested deeper than MAX_JSON_DEPTH, text holding a NUL
// character (which no PostgreSQL text value can contain) and dates of year 0000 (valid RFC 3339,
// but PostgreSQL counts 1 BC before 1 AD and has no year 0).

import type { FastifyInstance, FastifyServerOptions } from 'fastify';

import { badRequestError } from './errors.js';

type Ajv = Parameters<NonNullable<NonNullable<FastifyServerOptions['ajv']>['onCreate']>>[0];

const YEAR_ZERO = '0000';

/** How deeply a request's JSON may nest: far beyond any call's schema, far below the stack's limit. */
export const MAX_JSON_DEPTH = 64;

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

/** Whether arrays and objects in `value` nest deeper than `limit` levels (walked without recursion). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.item !== 'object' || next.item === null) continue;
    if (next.depth >= limit) return true;
    for (const item of Object.values(next.item)) pending.push({ item, depth: next.depth + 1 });
  }
  return false;
}

/**
 * Where in `value` (keys included) the first NUL character is, or null when there is none. It
 * walks without recursion, so no nesting can exhaust the stack.
 */
export function pathOfNulCharacter(value: unknown, path: string): string | null {
  const pending: { item: unknown; path: string }[] = [{ item: value, path }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { item, path: itemPath } = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return itemPath;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    const children = Object.entries(item).map(([key, child]) => ({ key, child }));
    const namedNul = children.find(({ key }) => key.includes('\u0000'));
    if (namedNul) return `${itemPath}/${namedNul.key}`;
    // Reversed onto the stack, so the first field is looked at first.
    for (const { key, child } of children.reverse()) {
      pending.push({ item: child, path: `${itemPath}/${key}` });
    }
  }
  return null;
}

export function assertNoNulCharacter(value: unknown, dataVariable: string): void {
  const path = pathOfNulCharacter(value, dataVariable);
  if (path !== null) throw badRequestError(`${path} must not contain a NUL character`);
}

/**
 * Refuses a body nested deeper than MAX_JSON_DEPTH right after parsing, before the schema (or any
 * code that walks it level by level) sees it.
 */
export function refuseDeepNesting(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, MAX_JSON_DEPTH)) {
      throw badRequestError(`body nests deeper than ${MAX_JSON_DEPTH} levels`);
    }
  });
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
