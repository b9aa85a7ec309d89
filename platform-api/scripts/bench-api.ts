// Player calls under load: get-balance2 (the call every page of a logged-in player makes), me,
// and gameNoAuth (a catalogue read without a player) as the yardstick, each at 16 connections
// against an API process on a throwaway embedded cluster. Each call first runs unmeasured for a
// few seconds, so it is measured warm (JIT-compiled, statements planned). Prints requests/s and
// latency percentiles per call and get-balance2's share of gameNoAuth's throughput.

import { loadavg } from 'node:os';

import autocannon from 'autocannon';

import {
  registerBenchPlayer,
  runBench,
  startBenchApi,
  startBenchPostgres,
  type BenchApi,
  type BenchPostgres,
} from './bench-support.js';

const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;

let api: BenchApi | undefined;
let cluster: BenchPostgres | undefined;

async function cleanUp() {
  await api?.stop();
  await cluster?.stop();
}

interface BenchedCall {
  path: string;
  body: object;
  authorization?: string;
}

interface CallFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

async function drive(baseUrl: string, call: BenchedCall, seconds: number) {
  const result = await autocannon({
    url: `${baseUrl}/v1/${call.path}`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: {
      'content-type': 'application/json',
      ...(call.authorization === undefined ? {} : { authorization: call.authorization }),
    },
    body: JSON.stringify(call.body),
  });
  // A refused call answers fast and would flatter the figures.
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${call.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

async function measure(baseUrl: string, call: BenchedCall): Promise<CallFigures> {
  await drive(baseUrl, call, WARM_UP_SECONDS);
  const result = await drive(baseUrl, call, SECONDS);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

async function main() {
  cluster = await startBenchPostgres();
  api = await startBenchApi(await cluster.databaseUrl('croupier_bench'));
  const loginToken = await registerBenchPlayer(api.baseUrl, 0);
  const calls: BenchedCall[] = [
    { path: 'get-balance2', body: { type: 'all' }, authorization: loginToken },
    { path: 'me', body: {}, authorization: loginToken },
    {
      path: 'gameNoAuth',
      body: { systemType: 'gameProvider', brandId: 'croupier', gameCategory: 'all' },
    },
  ];
  const figures: Record<string, CallFigures> = {};
  for (const call of calls) {
    const measured = await measure(api.baseUrl, call);
    figures[call.path] = measured;
    console.info(
      `${call.path.padEnd(12)} requests/s=${measured.requestsPerSecond.toFixed(0).padStart(5)}  ` +
        `p50=${measured.p50Ms.toFixed(1)}ms  p99=${measured.p99Ms.toFixed(1)}ms`,
    );
  }
  const balance = figures['get-balance2']?.requestsPerSecond ?? 0;
  const yardstick = figures.gameNoAuth?.requestsPerSecond ?? 1;
  console.info(
    `get-balance2 / gameNoAuth = ${(balance / yardstick).toFixed(2)}  ` +
      `(${CONNECTIONS} connections, ${SECONDS} s each; ` +
      `machine load average ${loadavg()[0]?.toFixed(1)})`,
  );
  return 0;
}

runBench(main, cleanUp);
