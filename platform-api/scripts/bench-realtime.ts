// Realtime fan-out: an API process on a throwaway embedded cluster holds --sockets WebSockets
// (default 5,000), each following newBalance for one of --players players (default 20, so each
// player's balance reaches sockets / players subscribers, as a player's many open tabs and
// devices would). Each round credits every player a promotion bonus at once through the operator
// API, a real ledger transfer whose balanceChanged goes out after its commit, and notes when every
// socket hears the new balance. Latency is measured from the commit of the bonus's transaction,
// as PostgreSQL recorded it (track_commit_timestamp; same machine, same clock); the figures from
// the moment the bench sent the call are printed beside them, which add the HTTP call and the
// wait of the 20 transfers for the house bonus account's row lock, which they all debit. The
// sockets are opened and read by --generators child processes (default 2), so the bench's own
// reading competes with the API for the cores rather than sharing its process. Prints the
// time to open the sockets, latency percentiles, drops, and the API's memory per idle socket
// (after garbage collection, from the process itself). Stops all it starts.
//
// With --apis N above 1 (`pnpm bench:cluster` runs 3), N API processes share the database and a
// throwaway Redis (Debian's redis-server; REDIS_URL set, so events travel through its stream):
// the sockets are spread evenly over them (one generator or more per process), each player's
// credit is sent to one of them in turn, and the figures are printed per process. A last round
// then kills the first API process with SIGKILL while the credits are under way (failoverRound):
// its sockets open again on the others, its unanswered calls go again to a survivor with the
// same idempotency key, and every socket and every player's ledger balance must end right.
//
//   pnpm bench:realtime [--sockets 5000] [--players 20] [--rounds 5] [--generators 2] [--apis 1]
//                       [--cpu-profile-dir <folder>]

import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import pg from 'pg';

import { DEMO_OPERATOR_KEY } from '../src/config.js';
import { startRedis, type TestRedis } from '../test/redis.js';
import {
  benchUsername,
  post,
  registerBenchPlayer,
  runBench,
  startBenchApi,
  startBenchPostgres,
  type BenchApi,
  type BenchPostgres,
} from './bench-support.js';
import type { Follower, SocketsCommand, SocketsReport } from './bench-realtime-protocol.js';

const { values: options } = parseArgs({
  options: {
    sockets: { type: 'string', default: '5000' },
    players: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '5' },
    generators: { type: 'string', default: '2' },
    apis: { type: 'string', default: '1' },
    'cpu-profile-dir': { type: 'string' },
  },
});
const SOCKETS = Number(options.sockets);
const PLAYERS = Number(options.players);
const ROUNDS = Number(options.rounds);
const APIS = Number(options.apis);
/** At least one generator per API process: each generator opens its sockets on one process. */
const GENERATORS = Math.ceil(Math.max(Number(options.generators), APIS) / APIS) * APIS;
/** With --cpu-profile-dir, the API writes a CPU profile there when it stops. */
const cpuProfileArguments =
  options['cpu-profile-dir'] === undefined
    ? []
    : ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options['cpu-profile-dir'])}`];
/** Handshakes in flight per generator while opening. */
const OPENING_CONCURRENCY = 64;
const BONUS_AMOUNT_IDR = 1000;
/** A socket that has not heard a round's balance by then counts as dropped. */
const DELIVERY_TIMEOUT_MS = 10_000;
const SETTLE_MS = 2_000;

const apis: BenchApi[] = [];
let redis: TestRedis | undefined;
let cluster: BenchPostgres | undefined;
let memoryDir: string | undefined;
let db: pg.Client | undefined;
const generators: ChildProcess[] = [];

async function cleanUp() {
  for (const generator of generators) generator.kill();
  await db?.end();
  for (const api of apis) await api.stop();
  await redis?.stop();
  await cluster?.stop();
  if (memoryDir !== undefined) await rm(memoryDir, { recursive: true, force: true });
}

const nowMs = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sortedValues: number[], fraction: number): number {
  const index = Math.max(0, Math.ceil(fraction * sortedValues.length) - 1);
  return sortedValues[index] ?? Number.NaN;
}

/** The next report of `generator` of this type. */
function nextReport<Type extends SocketsReport['type']>(
  generator: ChildProcess,
  type: Type,
): Promise<Extract<SocketsReport, { type: Type }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (report: SocketsReport) => {
      if (report.type !== type) return;
      generator.off('message', onMessage);
      generator.off('exit', onExit);
      resolve(report as Extract<SocketsReport, { type: Type }>);
    };
    const onExit = (code: number | null) => reject(new Error(`a generator exited (${code})`));
    generator.on('message', onMessage);
    generator.once('exit', onExit);
  });
}

function command(generator: ChildProcess, message: SocketsCommand) {
  generator.send(message);
}

interface ApiMemory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/** The API's memory after garbage collection, written by bench-memory-probe.ts on SIGUSR2. */
async function apiMemory(apiProcess: ChildProcess, memoryFile: string): Promise<ApiMemory> {
  const askedAtMs = Date.now();
  apiProcess.kill('SIGUSR2');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await sleep(100);
    const written = await readFile(memoryFile, 'utf8').catch(() => undefined);
    if (written === undefined) continue;
    const memory = JSON.parse(written) as ApiMemory & { at: number };
    if (memory.at >= askedAtMs) return memory;
  }
  throw new Error('The API did not report its memory');
}

/** User plus system CPU time the process has used, in ms (from /proc). */
function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** Credits every player at once, player `index`'s call sent to API process `index % APIS`. */
async function creditEveryPlayer(baseUrls: string[], round: number) {
  const sentAtMs = new Map<string, number>();
  const bonusIds = new Map<string, string>();
  await Promise.all(
    Array.from({ length: PLAYERS }, async (_, index) => {
      const brandUsername = `croupier_${benchUsername(index)}`;
      sentAtMs.set(brandUsername, nowMs());
      const { data } = await post<{ bonusId: string }>(
        `${baseUrls[index % baseUrls.length]}/admin/v1`,
        '/bonuses/promotion',
        {
          brandId: 'croupier',
          username: benchUsername(index),
          amount: String(BONUS_AMOUNT_IDR),
          currency: 'IDR',
          description: `Realtime bench round ${round}`,
        },
        { 'x-operator-key': DEMO_OPERATOR_KEY, 'idempotency-key': randomUUID() },
      );
      bonusIds.set(brandUsername, data.bonusId);
    }),
  );
  return { sentAtMs, bonusIds };
}

/** When each bonus's transaction committed, by brandUsername, in epoch ms. */
async function commitTimes(db: pg.Client, bonusIds: Map<string, string>) {
  const { rows } = await db.query<{ id: string; committedAtMs: number }>(
    `SELECT id, extract(epoch FROM pg_xact_commit_timestamp(xmin)) * 1000 AS "committedAtMs"
     FROM bonuses WHERE id = ANY($1::uuid[])`,
    [[...bonusIds.values()]],
  );
  const byBonusId = new Map(rows.map((row) => [row.id, Number(row.committedAtMs)]));
  return new Map(
    [...bonusIds].map(([brandUsername, bonusId]) => [
      brandUsername,
      byBonusId.get(bonusId) as number,
    ]),
  );
}

interface RoundFigures {
  fromCommitMs: number[];
  fromSentMs: number[];
  dropped: number;
}

async function runRound(baseUrls: string[], db: pg.Client, round: number): Promise<RoundFigures> {
  const expecting = generators.map((generator) => nextReport(generator, 'expecting'));
  for (const generator of generators) {
    command(generator, {
      type: 'expect',
      balance: round * BONUS_AMOUNT_IDR,
      timeoutMs: DELIVERY_TIMEOUT_MS,
    });
  }
  await Promise.all(expecting);
  const heard = generators.map((generator) => nextReport(generator, 'heard'));
  const { sentAtMs, bonusIds } = await creditEveryPlayer(baseUrls, round);
  const committedAtMs = await commitTimes(db, bonusIds);
  const figures: RoundFigures = { fromCommitMs: [], fromSentMs: [], dropped: 0 };
  for (const { brandUsernames, heardAtMs } of await Promise.all(heard)) {
    heardAtMs.forEach((atMs, index) => {
      const brandUsername = brandUsernames[index] as string;
      if (atMs === null) {
        figures.dropped += 1;
        return;
      }
      figures.fromCommitMs.push(atMs - (committedAtMs.get(brandUsername) as number));
      figures.fromSentMs.push(atMs - (sentAtMs.get(brandUsername) as number));
    });
  }
  return figures;
}

/** A call that never reached an answer (the process is gone), not an answer with an error. */
const unreachable = (error: unknown) => error instanceof TypeError;

interface FailoverFigures {
  dropped: number;
  reopened: number;
  /** Credits sent again to a survivor after the killed process did not answer them. */
  resent: number;
  /** Players whose ledger balance is not the round's total: paid twice, or not at all. */
  wrong: number;
}

/**
 * Credits every player at once and kills API process 1 with SIGKILL once a quarter of the calls
 * were answered. A call it did not answer goes to a survivor with the same idempotency key, so a
 * credit it committed before dying is not paid twice; its sockets open again on the survivors,
 * whose first snapshot is the refetch after the gap. Every socket must hear the round's total, and
 * every player's balance, asked of a survivor, must be it.
 */
async function failoverRound(
  baseUrls: string[],
  tokens: string[],
  round: number,
): Promise<FailoverFigures> {
  const survivors = baseUrls.slice(1);
  for (const generator of generators) {
    command(generator, { type: 'failover', urls: survivors.map(webSocketUrl) });
  }
  const expecting = generators.map((generator) => nextReport(generator, 'expecting'));
  for (const generator of generators) {
    command(generator, {
      type: 'expect',
      balance: round * BONUS_AMOUNT_IDR,
      timeoutMs: DELIVERY_TIMEOUT_MS,
    });
  }
  await Promise.all(expecting);
  const heard = generators.map((generator) => nextReport(generator, 'heard'));
  let answered = 0;
  let resent = 0;
  let quarterAnswered: () => void = () => undefined;
  const killTime = new Promise<void>((resolve) => (quarterAnswered = resolve));
  const credit = async (index: number) => {
    const idempotencyKey = randomUUID();
    const targets = [
      baseUrls[index % APIS] as string,
      survivors[index % survivors.length] as string,
    ];
    for (const [attempt, target] of targets.entries()) {
      try {
        await post(
          `${target}/admin/v1`,
          '/bonuses/promotion',
          {
            brandId: 'croupier',
            username: benchUsername(index),
            amount: String(BONUS_AMOUNT_IDR),
            currency: 'IDR',
            description: `Realtime bench round ${round}`,
          },
          { 'x-operator-key': DEMO_OPERATOR_KEY, 'idempotency-key': idempotencyKey },
        );
        if (attempt > 0) resent += 1;
        answered += 1;
        if (answered === Math.ceil(PLAYERS / 4)) quarterAnswered();
        return;
      } catch (error) {
        if (!unreachable(error) || attempt === targets.length - 1) throw error;
      }
    }
  };
  const credits = Promise.all(Array.from({ length: PLAYERS }, (_, index) => credit(index)));
  await killTime;
  apis[0]?.process.kill('SIGKILL');
  await credits;
  const reports = await Promise.all(heard);
  const balances = await Promise.all(
    tokens.map((token) =>
      post<{ walletBalance: Record<string, { totalBalance: string }> }>(
        survivors[0] as string,
        '/v1/get-balance2',
        { type: 'all' },
        { authorization: token },
      ),
    ),
  );
  return {
    dropped: reports.reduce(
      (sum, report) => sum + report.heardAtMs.filter((atMs) => atMs === null).length,
      0,
    ),
    reopened: reports.reduce((sum, report) => sum + report.reopened, 0),
    resent,
    wrong: balances.filter(
      ({ data }) => Number(data.walletBalance.IDR?.totalBalance) !== round * BONUS_AMOUNT_IDR,
    ).length,
  };
}

const webSocketUrl = (baseUrl: string) => `${baseUrl.replace('http', 'ws')}/graphql`;

const formatMs = (ms: number) => `${ms.toFixed(1)} ms`;
const formatKiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function describeLatencies(label: string, latenciesMs: number[]) {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return (
    `${label}: p50 ${formatMs(percentile(sorted, 0.5))}, p99 ${formatMs(percentile(sorted, 0.99))}, ` +
    `max ${formatMs(sorted.at(-1) ?? Number.NaN)}`
  );
}

/** API process number `index`: the first migrates and seeds, the others start on its schema. */
async function startApi(databaseUrl: string, memoryFile: string, index: number) {
  return startBenchApi(databaseUrl, {
    nodeArguments: [
      ...cpuProfileArguments,
      '--expose-gc',
      '--import',
      './scripts/bench-memory-probe.ts',
    ],
    env: {
      BENCH_MEMORY_FILE: memoryFile,
      ...(redis === undefined ? {} : { REDIS_URL: redis.url }),
      ...(index === 0 ? {} : { MIGRATIONS: 'off' }),
    },
  });
}

async function main() {
  const loadAtStart = loadavg();
  cluster = await startBenchPostgres({ track_commit_timestamp: 'on' });
  memoryDir = await mkdtemp(path.join(tmpdir(), 'croupier-bench-memory-'));
  const memoryFiles = Array.from({ length: APIS }, (_, index) =>
    path.join(memoryDir as string, `memory-${index}.json`),
  );
  const databaseUrl = await cluster.databaseUrl('croupier_bench');
  if (APIS > 1) redis = await startRedis();
  for (let index = 0; index < APIS; index += 1) {
    apis.push(await startApi(databaseUrl, memoryFiles[index] as string, index));
  }
  const baseUrls = apis.map((api) => api.baseUrl);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const tokens = await Promise.all(
    Array.from({ length: PLAYERS }, (_, index) =>
      registerBenchPlayer(baseUrls[index % APIS] as string, index),
    ),
  );
  const followers: Follower[][] = Array.from({ length: GENERATORS }, () => []);
  for (let socket = 0; socket < SOCKETS; socket += 1) {
    const player = socket % PLAYERS;
    followers[socket % GENERATORS]?.push({
      authorization: tokens[player] as string,
      brandUsername: `croupier_${benchUsername(player)}`,
    });
  }
  for (let index = 0; index < GENERATORS; index += 1) {
    generators.push(
      fork(path.join(import.meta.dirname, 'bench-realtime-sockets.ts'), {
        execArgv: ['--import', 'tsx'],
      }),
    );
  }

  const memoryOfEach = () =>
    Promise.all(apis.map((api, index) => apiMemory(api.process, memoryFiles[index] as string)));
  const idleMemory = await memoryOfEach();
  const openedAt = nowMs();
  const opened = generators.map((generator) => nextReport(generator, 'opened'));
  // Generator g opens its sockets on API process g % APIS.
  generators.forEach((generator, index) =>
    command(generator, {
      type: 'open',
      url: webSocketUrl(baseUrls[index % APIS] as string),
      followers: followers[index] ?? [],
      concurrency: OPENING_CONCURRENCY,
    }),
  );
  const openReports = await Promise.all(opened);
  const openMs = nowMs() - openedAt;
  const openSockets = openReports.reduce((sum, report) => sum + report.sockets, 0);
  const openFailures = openReports.reduce((sum, report) => sum + report.failures, 0);
  const socketsOf = (apiIndex: number) =>
    openReports.reduce(
      (sum, report, index) => (index % APIS === apiIndex ? sum + report.sockets : sum),
      0,
    );
  await sleep(SETTLE_MS);
  const followedMemory = await memoryOfEach();
  const perSocket = (apiIndex: number, key: keyof ApiMemory) =>
    formatKiB(
      ((followedMemory[apiIndex] as ApiMemory)[key] - (idleMemory[apiIndex] as ApiMemory)[key]) /
        socketsOf(apiIndex),
    );

  // An unmeasured round first: the first run of each path compiles it.
  const warmUp = await runRound(baseUrls, db, 1);
  const rounds: RoundFigures[] = [];
  const cpuOfEach = () => apis.map((api) => cpuTimeMs(api.process.pid as number));
  const cpuAtStartMs = cpuOfEach();
  for (let round = 2; round < 2 + ROUNDS; round += 1) {
    await sleep(500);
    rounds.push(await runRound(baseUrls, db, round));
  }
  const apiCpuMs = cpuOfEach().map((atEndMs, index) => atEndMs - (cpuAtStartMs[index] as number));
  const failover = APIS > 1 ? await failoverRound(baseUrls, tokens, 2 + ROUNDS) : undefined;
  for (const generator of generators) command(generator, { type: 'stop' });

  const all = {
    fromCommitMs: rounds.flatMap((round) => round.fromCommitMs),
    fromSentMs: rounds.flatMap((round) => round.fromSentMs),
    dropped: rounds.reduce((sum, round) => sum + round.dropped, 0),
  };
  const name = APIS > 1 ? 'bench:cluster' : 'bench:realtime';
  console.info(
    `${name}: ${openSockets} sockets (${openFailures} failed to open) over ${PLAYERS} ` +
      `players, ${GENERATORS} load generators, ${APIS} API process${APIS > 1 ? 'es sharing one PostgreSQL and one Redis' : ''}; ` +
      `${ROUNDS} rounds of ${PLAYERS} balance changes at once`,
  );
  console.info(`  open: ${(openMs / 1000).toFixed(2)} s for all sockets, each with its snapshot`);
  apis.forEach((_, index) => {
    const idle = idleMemory[index] as ApiMemory;
    const followed = followedMemory[index] as ApiMemory;
    const deliveries = socketsOf(index) * ROUNDS;
    const cpuMs = apiCpuMs[index] as number;
    console.info(
      `  API ${index + 1}: ${socketsOf(index)} sockets; memory per idle socket (after GC): RSS ` +
        `${perSocket(index, 'rss')}, heap ${perSocket(index, 'heapUsed')}, external ` +
        `${perSocket(index, 'external')} (RSS ${formatKiB(idle.rss)} → ${formatKiB(followed.rss)}); ` +
        `CPU ${(cpuMs / 1000).toFixed(2)} s over the rounds, ${((1000 * cpuMs) / deliveries).toFixed(1)} µs per delivery`,
    );
  });
  rounds.forEach((round, index) =>
    console.info(`  ${describeLatencies(`round ${index + 1} from commit`, round.fromCommitMs)}`),
  );
  console.info(`  ${describeLatencies('all rounds, from commit', all.fromCommitMs)}`);
  console.info(`  ${describeLatencies('all rounds, from call sent', all.fromSentMs)}`);
  const totalCpuMs = apiCpuMs.reduce((sum, cpuMs) => sum + cpuMs, 0);
  console.info(
    `  delivered ${all.fromCommitMs.length} of ${all.fromCommitMs.length + all.dropped}, dropped ` +
      `${all.dropped} (warm-up round: dropped ${warmUp.dropped}); API CPU ${(totalCpuMs / 1000).toFixed(2)} s over the rounds`,
  );
  if (failover !== undefined) {
    console.info(
      `  failover: API 1 killed (SIGKILL) with the credits under way; ${failover.reopened} ` +
        `sockets opened again on the others, ${failover.resent} credits sent again to a ` +
        `survivor; sockets that never heard the right balance: ${failover.dropped}; players ` +
        `whose balance is wrong: ${failover.wrong} of ${PLAYERS}`,
    );
  }
  const loadAtEnd = loadavg();
  console.info(
    `  load average ${loadAtStart.map((load) => load.toFixed(2)).join(' ')} at start, ` +
      `${loadAtEnd.map((load) => load.toFixed(2)).join(' ')} at end`,
  );
  const failedOver = failover === undefined || (failover.dropped === 0 && failover.wrong === 0);
  return all.dropped === 0 && openFailures === 0 && failedOver ? 0 : 1;
}

runBench(main, cleanUp);
