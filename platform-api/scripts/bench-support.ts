// Shared by the benchmarks: a throwaway embedded PostgreSQL cluster, an API process on it with
// rate limits out of the way, JSON calls, bench players, and stopping everything on exit.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  ensureDatabase,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../src/db/embedded-postgres.js';
import { FINGERPRINT, freePort } from '../test/harness.js';

const packageRoot = fileURLToPath(new URL('../', import.meta.url));

export interface BenchPostgres {
  postgres: EmbeddedPostgres;
  /** The cluster's data folder, removed by `stop`. */
  dataDir: string;
  /** Connection string of `database`, created when missing. */
  databaseUrl(database: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startBenchPostgres(
  settings: Record<string, string> = {},
): Promise<BenchPostgres> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'croupier-bench-pg-'));
  const postgres = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    durable: true,
    settings,
    log: () => undefined,
  });
  return {
    postgres,
    dataDir,
    databaseUrl: async (database) => {
      await ensureDatabase(postgres.connectionString('postgres'), database);
      return postgres.connectionString(database);
    },
    stop: async () => {
      await postgres.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchApi {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface BenchApiOptions {
  /** Node options placed before the entry point, e.g. a preloaded probe. */
  nodeArguments?: string[];
  env?: NodeJS.ProcessEnv;
}

/** An API process on `databaseUrl` (migrated and seeded at its start), once it is healthy. */
export async function startBenchApi(
  databaseUrl: string,
  { nodeArguments = [], env = {} }: BenchApiOptions = {},
): Promise<BenchApi> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArguments, 'src/main.ts'], {
    cwd: packageRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOTTERY_SCHEDULER: 'off',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      SESSION_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const api = {
    baseUrl,
    process: child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  await waitForHealth(api);
  return api;
}

async function waitForHealth({ baseUrl, process: child }: BenchApi) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error('The API process exited');
    const healthy = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The API did not become healthy');
}

export interface Answer<Data> {
  errorCode: number;
  data: Data;
}

/** A JSON POST that must succeed (errorCode 0). */
export async function post<Data>(
  baseUrl: string,
  url: string,
  body: object,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Answer<Data>;
  if (answer.errorCode !== 0) throw new Error(`${url}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The username of bench player number `index` of this run, in brand croupier. */
export function benchUsername(index: number): string {
  return `bench${process.pid % 10_000}x${index}`;
}

/** Registers player number `index` of this run of brand croupier (IDR) and answers its login token. */
export async function registerBenchPlayer(baseUrl: string, index: number): Promise<string> {
  const { data: session } = await post<{ sessionToken: string }>(
    baseUrl,
    '/v1/tsGenerateSessionToken',
    { brandId: 'croupier', clientFingerprint: FINGERPRINT },
  );
  const registered = await post<{ playerToken: string }>(
    baseUrl,
    '/v1/register3',
    {
      brandId: 'croupier',
      username: benchUsername(index),
      password: 'benchPassw0rd',
      currency: 'IDR',
      // One person per player: an email or phone number has one account per brand.
      email: `${benchUsername(index)}@example.com`,
      dateOfBirth: '1990-01-01',
      phoneNumber: `+62813${String(process.pid % 10_000).padStart(4, '0')}${String(index).padStart(4, '0')}`,
      bankName: 'BCA',
      bankAccountName: 'Bench Player',
      bankAccountNumber: `9${String(index).padStart(9, '0')}`,
    },
    { authorization: session.sessionToken },
  );
  return registered.data.playerToken;
}

/**
 * Runs `main`, then `cleanUp` (also on SIGINT/SIGTERM), and exits with main's code: a bench
 * never leaves a cluster or an API process behind.
 */
export function runBench(main: () => Promise<number>, cleanUp: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${signal}: stopping the bench`);
      void cleanUp().finally(() => process.exit(1));
    });
  }
  main().then(
    async (exitCode) => {
      await cleanUp();
      process.exit(exitCode);
    },
    async (error: unknown) => {
      console.error(error);
      await cleanUp().catch((cleanupError: unknown) => console.error(cleanupError));
      process.exit(1);
    },
  );
}
