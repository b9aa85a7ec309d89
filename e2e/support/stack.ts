// The composed site for the e2e run: the real platform API on its own fresh embedded PostgreSQL
// and every frontend as its own process, so a test can stop and restart one remote's server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Playwright empties test-results/, so the stack keeps its pids and logs apart.
const STACK_DIR = path.join(ROOT_DIR, '.data/e2e-stack');
const STATE_FILE = path.join(STACK_DIR, 'pids.json');
export const API_URL = 'http://127.0.0.1:4000';
export const OPERATOR_KEY = 'e2e-operator-key';
/** The embedded PostgreSQL of the e2e API. */
export const E2E_PG_PORT = 5544;
/** The local Hub88 sandbox of this run, and the keys it generates at its first start. */
export const HUB88_SANDBOX_URL = 'http://127.0.0.1:4100';
const HUB88_PUBLIC_URL = 'http://localhost:4100';
const HUB88_KEYS_DIR = path.join(ROOT_DIR, '.data/e2e-hub88');
/** The remotes' release folders of this run, served at <remote>/releases/. */
export const RELEASES_DIR = path.join(ROOT_DIR, '.data/e2e-releases');

export const APP_PORTS = {
  shell: 3000,
  games: 3001,
  wallet: 3002,
  account: 3003,
  referral: 3004,
  backoffice: 3005,
} as const;
export type AppName = keyof typeof APP_PORTS;

type Pids = Record<string, number>;

function readPids(): Pids {
  return fs.existsSync(STATE_FILE) ? (JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as Pids) : {};
}

function recordPid(name: string, pid: number | undefined) {
  if (pid === undefined) throw new Error(`${name} did not start`);
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify({ ...readPids(), [name]: pid }));
}

function launch(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  fs.mkdirSync(STACK_DIR, { recursive: true });
  const logFile = fs.openSync(path.join(STACK_DIR, `${name}.log`), 'a');
  const child = spawn(command, args, {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', logFile, logFile],
    detached: true,
  });
  child.unref();
  recordPid(name, child.pid);
}

export async function waitForHttp(url: string, timeoutMs: number) {
  const deadlineMs = Date.now() + timeoutMs;
  while (Date.now() < deadlineMs) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function assertPortFree(port: number) {
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${port} is in use: stop the running site before the e2e tests.`);
}

export async function startHub88Sandbox() {
  await assertPortFree(4100);
  fs.rmSync(HUB88_KEYS_DIR, { recursive: true, force: true });
  launch('hub88-sandbox', 'pnpm', ['--filter', '@croupier/platform-api', 'hub88-sandbox'], {
    HUB88_SANDBOX_KEYS_DIR: HUB88_KEYS_DIR,
    HUB88_SANDBOX_PUBLIC_URL: HUB88_PUBLIC_URL,
    HUB88_SANDBOX_WALLET_URL: `${API_URL}/hub88`,
  });
  await waitForHttp(`${HUB88_SANDBOX_URL}/health`, 60_000);
}

/** The frontends frame the sandbox's game pages and show its artwork. */
const HUB88_GAME_ORIGINS = HUB88_PUBLIC_URL;

export async function startApi() {
  await assertPortFree(4000);
  const dataDir = path.join(ROOT_DIR, '.data/e2e-postgres');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(RELEASES_DIR, { recursive: true, force: true });
  launch('api', 'pnpm', ['--filter', '@croupier/platform-api', 'start'], {
    EMBEDDED_PG_DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(E2E_PG_PORT),
    OPERATOR_KEY,
    // Every journey comes from one IP; the per-username login limit still applies.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    SESSION_RATE_LIMIT_PER_MINUTE: '1000',
    HUB88_API_URL: HUB88_SANDBOX_URL,
    HUB88_OPERATOR_ID: '1',
    HUB88_PUBLIC_KEY_FILE: path.join(HUB88_KEYS_DIR, 'hub88-public.pem'),
    HUB88_PRIVATE_KEY_FILE: path.join(HUB88_KEYS_DIR, 'operator-private.pem'),
    HUB88_GAME_ORIGINS,
  });
  await waitForHttp(`${API_URL}/health`, 120_000);
}

export async function startApp(name: AppName) {
  await assertPortFree(APP_PORTS[name]);
  launch(name, 'node', ['tooling/src/serve-cli.mjs', name], { RELEASES_DIR, HUB88_GAME_ORIGINS });
  await waitForHttp(`http://127.0.0.1:${APP_PORTS[name]}/index.html`, 30_000);
}

export function stopProcess(name: string) {
  const pid = readPids()[name];
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const { [name]: _stopped, ...rest } = readPids();
  fs.writeFileSync(STATE_FILE, JSON.stringify(rest));
}

export async function stopApp(name: AppName) {
  stopProcess(name);
  const deadlineMs = Date.now() + 10_000;
  while (Date.now() < deadlineMs) {
    const up = await fetch(`http://127.0.0.1:${APP_PORTS[name]}/`).then(
      () => true,
      () => false,
    );
    if (!up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not stop`);
}

export function stopEverything() {
  for (const name of Object.keys(readPids())) stopProcess(name);
}
