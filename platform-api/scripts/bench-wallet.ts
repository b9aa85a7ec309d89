// Wallet throughput next to PostgreSQL's own: pgbench's TPC-B-like script on a throwaway embedded
// cluster, then bet+win pairs through the provider gateway over HTTP against an API process on
// the same cluster, each at 8 clients for the same duration. Each phase first runs unmeasured for
// a few seconds, so both are measured warm: the API's first calls run before the JIT compiled
// them and on new database connections that still plan and compile each statement. Prints the
// result line, then how busy each process was during the gateway run. Stops all it starts.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { Pool } from 'undici';

import { DEMO_OPERATOR_KEY, demoProviderSecret } from '../src/config.js';
import {
  ensureDatabase,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../src/db/embedded-postgres.js';
import { signBody, SIGNATURE_HEADER } from '../src/modules/gateway/signature.js';
import { FINGERPRINT, freePort } from '../test/harness.js';

const CLIENTS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARM_UP_SECONDS = 5;
const PLAYERS_PER_CLIENT = 4;
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';
const packageRoot = fileURLToPath(new URL('../', import.meta.url));

let apiProcess: ChildProcess | undefined;
let postgres: EmbeddedPostgres | undefined;
let dataDir: string | undefined;

async function cleanUp() {
  await gatewayPool?.close();
  if (apiProcess !== undefined && apiProcess.exitCode === null) {
    const exited = new Promise((resolve) => apiProcess?.once('exit', resolve));
    apiProcess.kill('SIGTERM');
    await exited;
  }
  await postgres?.stop();
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
}

function runPgbench(args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(PGBENCH, args, { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

interface Answer<Data> {
  errorCode: number;
  data: Data;
}

async function post<Data>(
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

async function waitForHealth(baseUrl: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (apiProcess?.exitCode !== null) throw new Error('The API process exited');
    const healthy = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The API did not become healthy');
}

/** A registered, funded player with a provider session of `game`. */
async function preparePlayer(baseUrl: string, game: { gpid: string; code: string }, index: number) {
  const { data: session } = await post<{ sessionToken: string }>(
    baseUrl,
    '/v1/tsGenerateSessionToken',
    {
      brandId: 'croupier',
      clientFingerprint: FINGERPRINT,
    },
  );
  const username = `bench${process.pid % 10_000}x${index}`;
  const registered = await post<{ playerToken: string }>(
    baseUrl,
    '/v1/register3',
    {
      brandId: 'croupier',
      username,
      password: 'benchPassw0rd',
      currency: 'IDR',
      email: 'bench@example.com',
      phoneNumber: '+6281234567890',
      bankName: 'BCA',
      bankAccountName: 'Bench Player',
      bankAccountNumber: `9${String(index).padStart(9, '0')}`,
    },
    { authorization: session.sessionToken },
  );
  const loginToken = registered.data.playerToken;
  const deposit = await post<{ transactionId: string }>(
    baseUrl,
    '/v1/depo-wd',
    { transactionType: 'DEPOSIT', currency: 'IDR', amount: '100000000', paymentChannel: 'BCA' },
    { authorization: loginToken },
  );
  await post(
    baseUrl,
    `/admin/v1/transactions/${deposit.data.transactionId}/approve`,
    {},
    {
      'x-operator-key': DEMO_OPERATOR_KEY,
    },
  );
  const launched = await post<{ launchUrl: string }>(
    baseUrl,
    '/v1/game',
    { gpid: game.gpid, gameCode: game.code },
    {
      authorization: loginToken,
    },
  );
  const token = new URL(launched.data.launchUrl, baseUrl).searchParams.get('token') ?? '';
  const authenticated = await gateway<{ sessionId: string }>(baseUrl, game.gpid, 'authenticate', {
    token,
  });
  return authenticated.data.sessionId;
}

/** One keep-alive connection per client: fetch's own overhead would tax the machine under test. */
let gatewayPool: Pool | undefined;

async function gateway<Data>(baseUrl: string, gpid: string, call: string, body: object) {
  gatewayPool ??= new Pool(baseUrl, { connections: CLIENTS });
  const payload = JSON.stringify(body);
  const response = await gatewayPool.request({
    path: `/gateway/v1/${gpid}/${call}`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signBody(payload, demoProviderSecret(gpid)),
    },
    body: payload,
  });
  const answer = (await response.body.json()) as Answer<Data>;
  if (answer.errorCode !== 0) throw new Error(`gateway ${call}: ${JSON.stringify(answer)}`);
  return answer;
}

/** CPU seconds (user + system) used so far by the process `pid`; 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    // Fields after the command name: state is field 3, utime and stime are fields 14 and 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by the PostgreSQL server: the postmaster and all its children. */
async function postgresCpuSeconds(): Promise<number> {
  if (dataDir === undefined) return 0;
  const postmaster = Number(
    (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
  );
  let total = cpuSecondsOf(postmaster);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === postmaster) total += cpuSecondsOf(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** CPU seconds used so far by this process (the load generator), the API and PostgreSQL. */
async function cpuSample() {
  const own = process.cpuUsage();
  return {
    bench: (own.user + own.system) / 1e6,
    api: apiProcess?.pid === undefined ? 0 : cpuSecondsOf(apiProcess.pid),
    postgres: await postgresCpuSeconds(),
  };
}

/** Bet+win pairs, each client on its own players' sessions in turn, for `seconds`. */
async function driveGateway(
  baseUrl: string,
  game: { gpid: string; code: string },
  sessions: string[][],
  seconds: number,
) {
  const latenciesMs: number[] = [];
  const timed = async (call: string, body: object) => {
    const startedAt = process.hrtime.bigint();
    await gateway(baseUrl, game.gpid, call, body);
    latenciesMs.push(Number(process.hrtime.bigint() - startedAt) / 1e6);
  };
  const startedAtMs = Date.now();
  const endAtMs = startedAtMs + seconds * 1000;
  await Promise.all(
    sessions.map(async (own) => {
      for (let round = 0; Date.now() < endAtMs; round += 1) {
        const sessionId = own[round % own.length] ?? '';
        const roundId = randomUUID();
        const bet = { sessionId, transactionId: randomUUID(), roundId, gameCode: game.code };
        await timed('bet', { ...bet, amount: '1000.00' });
        // Never zero, so every call is one ledger transfer.
        await timed('win', {
          sessionId,
          transactionId: randomUUID(),
          roundId,
          amount: `${1 + randomInt(2000)}.00`,
        });
      }
    }),
  );
  const elapsedSeconds = (Date.now() - startedAtMs) / 1000;
  return { latenciesMs, elapsedSeconds };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function main() {
  if (!existsSync(PGBENCH)) {
    console.error(
      `pgbench not found at ${PGBENCH}. Install the PostgreSQL client tools ` +
        '(Debian/Ubuntu: `apt-get install postgresql-client`) or set PGBENCH to its path.',
    );
    return 1;
  }
  dataDir = await mkdtemp(path.join(tmpdir(), 'croupier-bench-pg-'));
  postgres = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    durable: true,
    log: () => undefined,
  });
  const adminUrl = postgres.connectionString('postgres');
  await ensureDatabase(adminUrl, 'pgbench');
  await ensureDatabase(adminUrl, 'croupier_bench');

  const pgbenchUrl = postgres.connectionString('pgbench');
  runPgbench(['-i', '-s', '1', '-q', pgbenchUrl], process.env);
  const pgbenchRun = (seconds: number) =>
    runPgbench(['-c', String(CLIENTS), '-j', '2', '-T', String(seconds), pgbenchUrl], process.env);
  pgbenchRun(WARM_UP_SECONDS);
  const pgbenchOutput = pgbenchRun(SECONDS);
  const pgbenchTps = Number(/tps = ([\d.]+)/.exec(pgbenchOutput)?.[1]);
  if (!Number.isFinite(pgbenchTps)) throw new Error(`No tps in pgbench output:\n${pgbenchOutput}`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  apiProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot,
    env: {
      ...process.env,
      DATABASE_URL: postgres.connectionString('croupier_bench'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOTTERY_SCHEDULER: 'off',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      SESSION_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(baseUrl);

  const catalogue = (await (await fetch(`${baseUrl}/data/listofgame.json`)).json()) as {
    body: { gpid: string; code: string }[];
  };
  const game = catalogue.body[0];
  if (game === undefined) throw new Error('The catalogue has no game to bench');
  const sessions: string[][] = [];
  for (let client = 0; client < CLIENTS; client += 1) {
    const own: string[] = [];
    for (let index = 0; index < PLAYERS_PER_CLIENT; index += 1) {
      own.push(await preparePlayer(baseUrl, game, client * PLAYERS_PER_CLIENT + index));
    }
    sessions.push(own);
  }

  await driveGateway(baseUrl, game, sessions, WARM_UP_SECONDS);
  const cpuBefore = await cpuSample();
  const { latenciesMs, elapsedSeconds } = await driveGateway(baseUrl, game, sessions, SECONDS);
  const cpuAfter = await cpuSample();
  latenciesMs.sort((a, b) => a - b);
  const transfersPerSecond = latenciesMs.length / elapsedSeconds;
  console.info(
    `gateway transfers/s=${transfersPerSecond.toFixed(0)}  pgbench tps=${pgbenchTps.toFixed(0)}  ` +
      `ratio=${(transfersPerSecond / pgbenchTps).toFixed(2)}  ` +
      `gateway p50=${percentile(latenciesMs, 0.5).toFixed(1)}ms p99=${percentile(latenciesMs, 0.99).toFixed(1)}ms`,
  );
  // Share of one core each process used while the gateway ran: the load generator must not be
  // the bottleneck. Processes of other users of the machine are not counted.
  const busy = (key: keyof typeof cpuAfter) =>
    `${((100 * (cpuAfter[key] - cpuBefore[key])) / elapsedSeconds).toFixed(0)}%`;
  console.info(
    `gateway cpu (of one core): load generator=${busy('bench')}  api=${busy('api')}  ` +
      `postgres=${busy('postgres')}  (machine load average ${loadavg()[0]?.toFixed(1)})`,
  );
  return 0;
}

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
