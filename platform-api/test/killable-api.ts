// Test support for crash tests: one API process (`tsx src/main.ts`) on a test database that a test
// kills (SIGKILL) mid-load and starts again on the same port, and JSON calls that tell a broken
// connection (the server died under it) from an answer.

import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { DEMO_OPERATOR_KEY } from '../src/config.js';
import { freePort, type TestDatabase } from './harness.js';

const packageRoot = fileURLToPath(new URL('../', import.meta.url));
const STARTUP_TIMEOUT_MS = 30_000;

export interface Answer {
  statusCode: number;
  // Read freely by the assertions of the tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface KillableApi {
  baseUrl: string;
  /** Starts the process and resolves once /health answers. */
  start(): Promise<void>;
  /** Stops the process with `signal`; resolves with its exit code once it has exited. */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<number | null>;
  /** A JSON POST; null when the connection broke. */
  call(path: string, body: object, headers?: Record<string, string>): Promise<Answer | null>;
  /** A JSON POST with the body as given, already serialized (for signed bodies). */
  callRaw(path: string, payload: string, headers?: Record<string, string>): Promise<Answer | null>;
}

/** An API on `database` (the runtime role; migrated by the owner), with `env` on top. */
export async function killableApi(
  database: TestDatabase,
  env: NodeJS.ProcessEnv,
): Promise<KillableApi> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  const stop = async (signal: 'SIGKILL' | 'SIGTERM') => {
    const child = server;
    server = undefined;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) {
      return child?.exitCode ?? null;
    }
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill(signal);
    return exited;
  };

  const start = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: packageRoot,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        MIGRATION_DATABASE_URL: database.ownerUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        OPERATOR_KEY: DEMO_OPERATOR_KEY,
        LOTTERY_SCHEDULER: 'off',
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
        SESSION_RATE_LIMIT_PER_MINUTE: '10000',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    server = child;
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}`);
      const healthy = await fetch(`${baseUrl}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The API did not become healthy');
  };

  const callRaw = async (path: string, payload: string, headers: Record<string, string> = {}) => {
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: payload,
      });
      return { statusCode: response.status, body: await response.json() };
    } catch {
      return null;
    }
  };

  return {
    baseUrl,
    start,
    stop,
    callRaw,
    call: (path, body, headers) => callRaw(path, JSON.stringify(body), headers),
  };
}
