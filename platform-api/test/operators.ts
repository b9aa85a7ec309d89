// Test support for the admin API's callers: API keys, staff members and their sessions.

import { randomUUID } from 'node:crypto';

import { generate } from 'otplib';
import type pg from 'pg';

import type { App } from '../src/app.js';
import { createStaff } from '../src/modules/staff/index.js';
import type { JsonResponse } from './harness.js';
import { admin } from './wallet.js';

/** Issues an API key through the bootstrap key; answers the key. */
export async function apiKey(
  app: App,
  name: string,
  roles: string[],
  brands: 'all' | string[] = 'all',
): Promise<string> {
  const created = await admin(app, 'POST', '/api-keys', { name, roles, brands });
  if (created.statusCode !== 200) throw new Error(JSON.stringify(created.body));
  return created.body.data.key as string;
}

export interface TestStaff {
  username: string;
  password: string;
  totpSecret: string;
}

let staffCounter = 0;

/** A staff member with a password of their own (no change due), straight into the database. */
export async function staffMember(
  pool: pg.Pool,
  roles: string[],
  brandIds: string[] | null = null,
): Promise<TestStaff> {
  staffCounter += 1;
  const username = `staff-${process.pid % 10_000}-${staffCounter}`;
  const password = 'staffPassw0rd';
  const { totpSecret } = await createStaff(pool, {
    username,
    roles: roles as never,
    brandIds,
    password,
  });
  return { username, password, totpSecret };
}

/** The code of `secret` `stepsAhead` 30-second steps from now: each login needs a fresh one. */
export const totpCode = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

export async function logIn(
  app: App,
  body: { username: string; password: string; totp: string },
): Promise<{ response: JsonResponse; cookie: string | null }> {
  const response = await app.inject({ method: 'POST', url: '/admin/v1/auth/login', payload: body });
  const setCookie = response.headers['set-cookie'];
  const cookie = typeof setCookie === 'string' ? (setCookie.split(';')[0] ?? null) : null;
  return {
    response: { statusCode: response.statusCode, body: response.json(), headers: response.headers },
    cookie,
  };
}

/** Logs `staff` in with the code of the current step; answers the Cookie header value. */
export async function staffSession(app: App, staff: TestStaff): Promise<string> {
  const { response, cookie } = await logIn(app, {
    username: staff.username,
    password: staff.password,
    totp: await totpCode(staff.totpSecret),
  });
  if (response.statusCode !== 200 || cookie === null)
    throw new Error(JSON.stringify(response.body));
  return cookie;
}

/** An admin call with a session cookie, or with an API key (and a fresh Idempotency-Key). */
export async function adminAs(
  app: App,
  credentials: { cookie: string } | { key: string },
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  body?: object,
): Promise<JsonResponse> {
  const response = await app.inject({
    method,
    url: `/admin/v1${path}`,
    headers: {
      'idempotency-key': randomUUID(),
      ...('cookie' in credentials
        ? { cookie: credentials.cookie }
        : { 'x-operator-key': credentials.key }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  return {
    statusCode: response.statusCode,
    body: isJson ? response.json() : response.rawPayload,
    headers: response.headers,
  };
}
