// Test support: platform API processes (`tsx src/main.ts`) sharing one fresh test database, as in
// a scaled-out deployment, and a JSON POST helper for calling them over HTTP.

import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { DEMO_OPERATOR_KEY } from '../src/config.js';
import { createTestDatabase, freePort, type TestDatabase } from './harness.js';

const packageRoot = fileURLToPath(new URL('../', import.meta.url));
// Generous: processes starting side by side on a busy machine take their time, and a slow start
// is not what these tests check.
const STARTUP_TIMEOUT_MS = 60_000;
const EXIT_TIMEOUT_MS = 5_000;

const children = new Set<ChildProcess>();
// Whatever ends the test process, no API process outlives it.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts `tsx src/main.ts` and resolves with its host:port once it serves. */
export async function startApi(env: NodeJS.ProcessEnv): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`API on port ${port} not up in time:\n${output}`)),
      STARTUP_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Platform API on http://')) {
        clearTimeout(timer);
        resolve(`127.0.0.1:${port}`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API on port ${port} exited with ${code}:\n${output}`));
    });
  });
}

/** Stops every API process this test file started. */
export async function stopApis(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_TIMEOUT_MS);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

export interface ApiProcesses {
  /** host:port of each process. */
  hosts: string[];
  database: TestDatabase;
  /** Stops the processes, then drops their database and receipts folder. */
  stop(): Promise<void>;
}

/** `count` API processes on one new test database, with the demo operator key. */
export async function startApiProcesses(
  count: number,
  extraEnv: Record<string, string> = {},
): Promise<ApiProcesses> {
  const database = await createTestDatabase();
  const receiptsDir = await mkdtemp(path.join(tmpdir(), 'croupier-receipts-'));
  const stop = async () => {
    await stopApis();
    await database.drop();
    await rm(receiptsDir, { recursive: true, force: true });
  };
  const env = {
    DATABASE_URL: database.url,
    MIGRATION_DATABASE_URL: database.ownerUrl,
    OPERATOR_KEY: DEMO_OPERATOR_KEY,
    RECEIPTS_DIR: receiptsDir,
    ...extraEnv,
  };
  try {
    const hosts = await Promise.all(Array.from({ length: count }, () => startApi(env)));
    return { hosts, database, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface ApiAnswer {
  // Tests read fields freely and assert on them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

/** POSTs JSON to `http://host/route` and asserts a 200. */
export async function call(
  host: string,
  route: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const response = await fetch(`http://${host}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  assert.equal(response.status, 200, `${route}: ${JSON.stringify(answer)}`);
  return { body: answer, headers: response.headers };
}
