// Test support: a fresh database per test file (copied from the migrated, seeded template that
// scripts/run-tests.ts prepares), an app on it, and small HTTP helpers around app.inject. Apps and
// test SQL connect as the API's runtime role, as in production; the tables' owner (the cluster's
// superuser) is there for what only it may do: migrations, definitions, and setups the API's own
// privileges forbid.

import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';

import pg from 'pg';

import { buildApp, type App } from '../src/app.js';
import { defaultAppSettings, defaultRemoteBaseUrls, type AppSettings } from '../src/config.js';
import { createPool } from '../src/db/pool.js';
import { prepareDatabase } from '../src/db/prepare-database.js';
import { DEMO_RUNTIME_ROLE, withCredentials } from '../src/db/runtime-role.js';

export const TEMPLATE_DATABASE = 'croupier_test_template';
export const FINGERPRINT = 'Mozilla/5.0 (X11; Linux x86_64)|en-US|24|true|8|null|1920x1080|Google';

/** Rate limits high enough that only the tests about them ever meet them. */
export const relaxedSettings: Partial<AppSettings> = {
  rateLimits: {
    ...defaultAppSettings.rateLimits,
    authPerMinute: 10_000,
    sessionTokenPerMinute: 10_000,
    operatorKeyFailuresPerMinute: 10_000,
  },
};

function adminUrl(): string {
  const url = process.env.TEST_POSTGRES_ADMIN_URL;
  if (!url) throw new Error('TEST_POSTGRES_ADMIN_URL is unset: run the tests with `pnpm test`');
  return url;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}

export interface TestDatabase {
  /** Connects as the API's runtime role. */
  pool: pg.Pool;
  /** Connection string of the database as the runtime role (DATABASE_URL of processes). */
  url: string;
  /** Connects as the tables' owner, for migrations and for setups the API may not do. */
  ownerPool: pg.Pool;
  /** Connection string of the database as the owner (MIGRATION_DATABASE_URL of processes). */
  ownerUrl: string;
  drop(): Promise<void>;
}

const logPoolError = {
  error: (details: object, message: string) => console.error(message, details),
};

/** A new database: a copy of the seeded template, or empty with `{ empty: true }`. */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${empty ? 'template0' : TEMPLATE_DATABASE}`),
  );
  const owner = new URL(adminUrl());
  owner.pathname = `/${name}`;
  const ownerUrl = owner.toString();
  const url = withCredentials(ownerUrl, DEMO_RUNTIME_ROLE.name, DEMO_RUNTIME_ROLE.password);
  const pool = createPool(url, logPoolError);
  const ownerPool = createPool(ownerUrl, logPoolError);
  return {
    pool,
    url,
    ownerPool,
    ownerUrl,
    drop: async () => {
      await Promise.all([pool.end(), ownerPool.end()]);
      await withAdminClient((client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`));
    },
  };
}

/** What an API start does to the database, as the tables' owner: migrations, seed and grants. */
export const prepareAsAtStart = (ownerPool: pg.Pool) =>
  prepareDatabase(ownerPool, {
    remoteBaseUrls: defaultRemoteBaseUrls,
    runtimeRole: DEMO_RUNTIME_ROLE.name,
  });

export interface TestApp {
  app: App;
  /** The app's own pool: the runtime role. */
  pool: pg.Pool;
  /** The tables' owner, for setups the API's role may not do. */
  ownerPool: pg.Pool;
  /** Connection string of the app's database, for processes of their own. */
  databaseUrl: string;
  close(): Promise<void>;
}

export async function startTestApp(
  settings: Partial<AppSettings> = relaxedSettings,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ pool: database.pool, settings });
  return {
    app,
    pool: database.pool,
    ownerPool: database.ownerPool,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

export interface JsonResponse {
  statusCode: number;
  // Tests read fields freely and assert on them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, unknown>;
}

export async function post(
  app: App,
  path: string,
  body?: unknown,
  authorization?: string,
  remoteAddress?: string,
): Promise<JsonResponse> {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/${path}`,
    headers: authorization === undefined ? {} : { authorization },
    ...(body === undefined ? {} : { payload: body as object }),
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
  return { statusCode: response.statusCode, body: response.json(), headers: response.headers };
}

export async function newSessionToken(
  app: App,
  brandId = 'croupier',
  clientFingerprint = FINGERPRINT,
): Promise<string> {
  const response = await post(app, 'tsGenerateSessionToken', { brandId, clientFingerprint });
  if (response.statusCode !== 200)
    throw new Error(`No session token: ${JSON.stringify(response.body)}`);
  return response.body.data.sessionToken as string;
}

let usernameCounter = 0;

/** A username no other test in this process uses. */
export function uniqueUsername(prefix = 'player'): string {
  usernameCounter += 1;
  return `${prefix}_${process.pid % 10_000}_${usernameCounter}`.slice(0, 20);
}

let phoneCounter = 0;

/** A phone number no other test in this process uses (one account per phone number per brand). */
export function uniquePhoneNumber(): string {
  phoneCounter += 1;
  return `+628${String(process.pid % 10_000).padStart(4, '0')}${String(phoneCounter).padStart(6, '0')}`;
}

/**
 * A registration that satisfies a brand requiring every field (the seeded defaults), with an
 * email and phone number of its own.
 */
export function fullRegistration(overrides: Record<string, unknown> = {}) {
  const username = uniqueUsername();
  return {
    brandId: 'croupier',
    username,
    password: 'goodPassw0rd',
    currency: 'IDR',
    email: `${username}@example.com`,
    phoneNumber: uniquePhoneNumber(),
    bankName: 'BCA',
    bankAccountName: 'Test Player',
    bankAccountNumber: '1234567890',
    dateOfBirth: '1990-01-15',
    ...overrides,
  };
}

/**
 * Registers through the API and returns the login token. Each registration comes from a device of
 * its own (a fingerprint shared with another account would make a referral between them a
 * self-referral) unless `clientFingerprint` says otherwise.
 */
export async function registerPlayer(
  app: App,
  overrides: Record<string, unknown> = {},
  clientFingerprint?: string,
): Promise<{ loginToken: string; username: string }> {
  const registration = fullRegistration(overrides);
  const sessionToken = await newSessionToken(
    app,
    registration.brandId,
    clientFingerprint ?? `${FINGERPRINT}|${registration.username}`,
  );
  const response = await post(app, 'register3', registration, sessionToken);
  if (response.statusCode !== 200)
    throw new Error(`Register failed: ${JSON.stringify(response.body)}`);
  return { loginToken: response.body.data.playerToken as string, username: registration.username };
}

export async function countRows(pool: pg.Pool, table: string): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${table}`,
  );
  return rows[0]?.count ?? 0;
}
