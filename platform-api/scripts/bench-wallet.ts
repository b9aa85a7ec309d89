// Wallet throughput next to PostgreSQL's own: pgbench's TPC-B-like script on a throwaway embedded
// cluster, then bet+win pairs through the provider gateway over HTTP against an API process on
// the same cluster, each at 8 clients for the same duration. Each phase first runs unmeasured for
// a few seconds, so both are measured warm: the API's first calls run before the JIT compiled
// them and on new database connections that still plan and compile each statement. The players
// play as production's do: on a brand whose jackpot is active (every bet contributes to its pool)
// and with daily wager and loss limits set, and with a busy day behind them (BENCH_HISTORY_BETS
// bets and their wins in the last 24 hours, so the limit check has a day's play to count). Prints
// the result line, then how busy each process was during the gateway run; then the same gateway
// run by as many other players, each holding an active bonus grant (docs/bonus.md) that funds its
// stakes first, against the run without. With BENCH_PROFILE=1 the cluster counts each SQL function's
// own time (`track_functions`) and the run ends with where the gateway run's database time went.
// Stops all it starts.

import { spawnSync } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { Pool } from 'undici';

import { DEMO_OPERATOR_KEY, demoProviderSecret } from '../src/config.js';
import { signBody, SIGNATURE_HEADER } from '../src/modules/gateway/signature.js';
import {
  post,
  registerBenchPlayer,
  runBench,
  startBenchApi,
  startBenchPostgres,
  type Answer,
  type BenchApi,
  type BenchPostgres,
} from './bench-support.js';

const CLIENTS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARM_UP_SECONDS = 5;
const PLAYERS_PER_CLIENT = 4;
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';
/** Past bets (each with its win) of every bench player in the last 24 hours. */
const HISTORY_BETS = Number(process.env.BENCH_HISTORY_BETS ?? 1500);
/** Each bench player's daily wager and loss limits: far above what a run stakes. */
const BENCH_LIMIT_IDR = '1000000000000';
const PROFILE = process.env.BENCH_PROFILE === '1';

let api: BenchApi | undefined;
let cluster: BenchPostgres | undefined;

async function cleanUp() {
  await gatewayPool?.close();
  await api?.stop();
  await cluster?.stop();
}

function runPgbench(args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(PGBENCH, args, { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

/** A registered, funded player with a provider session of `game`, and its login token. */
async function preparePlayer(baseUrl: string, game: { gpid: string; code: string }, index: number) {
  const loginToken = await registerBenchPlayer(baseUrl, index);
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
  // As production plays: every bet counts against the player's limits (protection_check_bet
  // takes the protection lock and sums the day's stakes and losses), set far above what the bench
  // stakes so that none is refused.
  for (const type of ['wager', 'loss']) {
    await post(
      baseUrl,
      '/v1/rg/set-limit',
      { type, period: 'day', amount: BENCH_LIMIT_IDR, currency: 'IDR' },
      { authorization: loginToken },
    );
  }
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
  return { sessionId: authenticated.data.sessionId, loginToken };
}

/**
 * Gives every bench player an active bonus grant that funds its stakes first (the brand's
 * spending order bonus_first), large enough and with wagering high enough never to end during the
 * run: every bet and win then splits and writes the grant's entry and progress.
 */
async function grantEveryPlayer(baseUrl: string, databaseUrl: string, loginTokens: string[]) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await db.query("UPDATE brands SET spending_order = 'bonus_first' WHERE id = 'croupier'");
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO bonus_offers (brand_id, kind, name, terms) VALUES ('croupier', 'no_deposit',
         'Bench grant', $1) RETURNING id`,
      [
        {
          currencies: { IDR: { maxGrant: '100000000', maxBet: '1000000' } },
          wageringMultiplier: '100',
          wageringBase: 'bonus',
          weights: { default: 100, categories: {}, providers: {}, games: {} },
          expiryDays: 30,
          claimsPerPlayer: 1,
          verifiedOnly: false,
          qualifyingProduct: 'casino',
          rewardProduct: 'casino',
        },
      ],
    );
    for (const loginToken of loginTokens) {
      await post(
        baseUrl,
        '/v1/bonus/claim',
        { offerId: rows[0]?.id },
        { authorization: loginToken },
      );
    }
  } finally {
    await db.end();
  }
}

/** CLIENTS × PLAYERS_PER_CLIENT prepared players from `firstIndex`: each client's sessions. */
async function preparePlayers(
  baseUrl: string,
  game: { gpid: string; code: string },
  firstIndex: number,
) {
  const sessions: string[][] = [];
  const loginTokens: string[] = [];
  for (let client = 0; client < CLIENTS; client += 1) {
    const own: string[] = [];
    for (let index = 0; index < PLAYERS_PER_CLIENT; index += 1) {
      const player = await preparePlayer(
        baseUrl,
        game,
        firstIndex + client * PLAYERS_PER_CLIENT + index,
      );
      own.push(player.sessionId);
      loginTokens.push(player.loginToken);
    }
    sessions.push(own);
  }
  return { sessions, loginTokens };
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

/**
 * Gives the players of `sessions` HISTORY_BETS past bets and wins each, spread over the last 24
 * hours, in one settled round per player. Written straight into the gateway's table of bets and
 * wins, without moving money: the limit check counts these rows, and nothing in the bench reads
 * the ledger for them.
 */
async function givePastDay(databaseUrl: string, sessions: string[][]) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await db.query('BEGIN');
    await db.query(
      `INSERT INTO rounds (gpid, round_id, session_id, player_id, game_code, currency, stake, win,
         status, settled_at, created_at)
       SELECT gpid, 'history-' || id, id, player_id, game_code, currency, $2 * 1000, $2 * 1000,
         'settled', now(), now() - interval '1 day'
       FROM provider_sessions WHERE id = ANY ($1)`,
      [sessions.flat(), HISTORY_BETS],
    );
    await db.query(
      `INSERT INTO provider_transactions (gpid, transaction_id, kind, player_id, round_id, currency,
         amount, response, created_at)
       SELECT session.gpid, format('history-%s-%s-%s', session.id, number, kind), kind,
         session.player_id, 'history-' || session.id, session.currency, 1000, '{}',
         now() - number * interval '1 day' / ($2 + 1)
       FROM provider_sessions session, generate_series(1, $2) AS number,
         unnest(ARRAY['bet', 'win']) AS kind
       WHERE session.id = ANY ($1)`,
      [sessions.flat(), HISTORY_BETS],
    );
    await db.query('COMMIT');
  } finally {
    await db.end();
  }
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
  if (cluster === undefined) return 0;
  const postmaster = Number(
    (await readFile(path.join(cluster.dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
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
    api: api?.process.pid === undefined ? 0 : cpuSecondsOf(api.process.pid),
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

/** The bench brand's jackpot pool, as visitors see it. */
async function jackpotPool(baseUrl: string): Promise<string> {
  const config = await post<{ jackpot: { isActive: boolean; totalJackpot: string } }>(
    baseUrl,
    '/v1/brand/config',
    { domain: 'localhost' },
  );
  return config.data.jackpot.totalJackpot;
}

async function withClient<T>(databaseUrl: string, query: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

async function resetFunctionTimes(databaseUrl: string) {
  await withClient(databaseUrl, (client) => client.query('SELECT pg_stat_reset()'));
}

/**
 * Each SQL function's own time (its statements, not the functions it calls) per money call: where
 * a bet's and a win's database time goes. An idle backend reports its counts within ten seconds
 * (PostgreSQL's PGSTAT_IDLE_INTERVAL), so they are read after the run's connections idled that long.
 */
async function printFunctionTimes(databaseUrl: string, calls: number) {
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const rows = await withClient(databaseUrl, async (client) => {
    const answer = await client.query<{ funcname: string; calls: string; self_time: number }>(
      `SELECT funcname, calls, self_time FROM pg_stat_user_functions
        ORDER BY self_time DESC LIMIT 15`,
    );
    return answer.rows;
  });
  const total = rows.reduce((sum, row) => sum + row.self_time, 0);
  console.info(`database time by function (self), per money call, of ${calls} calls:`);
  for (const row of rows) {
    console.info(
      `  ${row.funcname.padEnd(36)} ${((1000 * row.self_time) / calls).toFixed(0).padStart(5)} µs` +
        `  ${((100 * row.self_time) / total).toFixed(0).padStart(3)} %  (${row.calls} calls)`,
    );
  }
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
  cluster = await startBenchPostgres(PROFILE ? { track_functions: 'all' } : {});
  const pgbenchUrl = await cluster.databaseUrl('pgbench');
  runPgbench(['-i', '-s', '1', '-q', pgbenchUrl], process.env);
  const pgbenchRun = (seconds: number) =>
    runPgbench(['-c', String(CLIENTS), '-j', '2', '-T', String(seconds), pgbenchUrl], process.env);
  pgbenchRun(WARM_UP_SECONDS);
  const pgbenchOutput = pgbenchRun(SECONDS);
  const pgbenchTps = Number(/tps = ([\d.]+)/.exec(pgbenchOutput)?.[1]);
  if (!Number.isFinite(pgbenchTps)) throw new Error(`No tps in pgbench output:\n${pgbenchOutput}`);

  const apiDatabaseUrl = await cluster.databaseUrl('croupier_bench');
  api = await startBenchApi(apiDatabaseUrl);
  const { baseUrl } = api;

  const catalogue = (await (await fetch(`${baseUrl}/data/listofgame.json`)).json()) as {
    body: { gpid: string; code: string }[];
  };
  const game = catalogue.body[0];
  if (game === undefined) throw new Error('The catalogue has no game to bench');
  // Two groups of players, the second holding bonus grants: each group plays only its own run, so
  // both runs start from the same history (a limit check counts the player's window of bets).
  const plainPlayers = await preparePlayers(baseUrl, game, 0);
  const bonusPlayers = await preparePlayers(baseUrl, game, CLIENTS * PLAYERS_PER_CLIENT);
  await givePastDay(apiDatabaseUrl, [...plainPlayers.sessions, ...bonusPlayers.sessions]);
  await grantEveryPlayer(baseUrl, apiDatabaseUrl, bonusPlayers.loginTokens);

  await driveGateway(baseUrl, game, plainPlayers.sessions, WARM_UP_SECONDS);
  if (PROFILE) await resetFunctionTimes(apiDatabaseUrl);
  const poolBefore = await jackpotPool(baseUrl);
  const cpuBefore = await cpuSample();
  const { latenciesMs, elapsedSeconds } = await driveGateway(
    baseUrl,
    game,
    plainPlayers.sessions,
    SECONDS,
  );
  const cpuAfter = await cpuSample();
  latenciesMs.sort((a, b) => a - b);
  const transfersPerSecond = latenciesMs.length / elapsedSeconds;
  console.info(
    `gateway transfers/s=${transfersPerSecond.toFixed(0)}  pgbench tps=${pgbenchTps.toFixed(0)}  ` +
      `ratio=${(transfersPerSecond / pgbenchTps).toFixed(2)}  ` +
      `gateway p50=${percentile(latenciesMs, 0.5).toFixed(1)}ms p99=${percentile(latenciesMs, 0.99).toFixed(1)}ms`,
  );
  // The bets did contribute: the run is measured with the jackpot on.
  console.info(`jackpot pool: ${poolBefore} before the run, ${await jackpotPool(baseUrl)} after`);
  // Share of one core each process used while the gateway ran: the load generator must not be
  // the bottleneck. Processes of other users of the machine are not counted.
  const busy = (key: keyof typeof cpuAfter) =>
    `${((100 * (cpuAfter[key] - cpuBefore[key])) / elapsedSeconds).toFixed(0)}%`;
  console.info(
    `gateway cpu (of one core): load generator=${busy('bench')}  api=${busy('api')}  ` +
      `postgres=${busy('postgres')}  (machine load average ${loadavg()[0]?.toFixed(1)})`,
  );

  if (PROFILE) await printFunctionTimes(apiDatabaseUrl, latenciesMs.length);

  await driveGateway(baseUrl, game, bonusPlayers.sessions, WARM_UP_SECONDS);
  const granted = await driveGateway(baseUrl, game, bonusPlayers.sessions, SECONDS);
  granted.latenciesMs.sort((a, b) => a - b);
  const grantedPerSecond = granted.latenciesMs.length / granted.elapsedSeconds;
  console.info(
    `with bonus grants: gateway transfers/s=${grantedPerSecond.toFixed(0)}  ` +
      `ratio to without=${(grantedPerSecond / transfersPerSecond).toFixed(2)}  ` +
      `p50=${percentile(granted.latenciesMs, 0.5).toFixed(1)}ms ` +
      `p99=${percentile(granted.latenciesMs, 0.99).toFixed(1)}ms  ` +
      `(machine load average ${loadavg()[0]?.toFixed(1)})`,
  );
  return 0;
}

runBench(main, cleanUp);
