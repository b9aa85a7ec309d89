// GET /health/ready: whether this process should get traffic: the database answers and, when
// REDIS_URL is set, Redis does. An orchestrator (Kubernetes' readinessProbe) takes a process that
// is not ready out of its service without restarting it; /health stays the liveness check, so a
// Redis or database blip never restarts every process at once. While the server closes (SIGTERM),
// Fastify answers 503 to every request, this one included.

import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/** How long one check may take: a probe's own timeout is longer. */
const CHECK_TIMEOUT_MS = 2000;

const Check = Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]);
const ReadinessSchema = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not ready')]),
  checks: Type.Object({
    database: Check,
    redis: Type.Union([Check, Type.Literal('not used')]),
  }),
});

type Checks = Static<typeof ReadinessSchema>['checks'];

/** `observe` hears each probe's checks before it is answered (a component's unavailability). */
export function readinessRoute(
  app: FastifyInstance,
  pool: pg.Pool,
  redisUrl: string | null,
  observe: (checks: Checks) => Promise<void> = async () => {},
) {
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database and, when REDIS_URL is set, Redis reachable',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([
        databaseAnswers(pool),
        redisUrl === null ? ('not used' as const) : redisAnswersPing(redisUrl),
      ]);
      await observe({ database, redis });
      const ready = database === 'ok' && redis !== 'unreachable';
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not ready', checks: { database, redis } });
    },
  );
}

async function databaseAnswers(pool: pg.Pool): Promise<'ok' | 'unreachable'> {
  const timeout = new Promise<'unreachable'>((resolve) => {
    setTimeout(() => resolve('unreachable'), CHECK_TIMEOUT_MS).unref();
  });
  const query = pool.query('SELECT 1').then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );
  return Promise.race([query, timeout]);
}

/**
 * Whether the Redis at `url` (redis:// or rediss://, with its user and password if any) answers
 * PING, over a connection of its own that is closed at once: the probe must not depend on the
 * state of the event stream's client.
 */
export function redisAnswersPing(url: string): Promise<'ok' | 'unreachable'> {
  const target = new URL(url);
  const port = Number(target.port || 6379);
  const host = target.hostname;
  const socket: Socket =
    target.protocol === 'rediss:'
      ? connectTls({ host, port, servername: host })
      : connectTcp({ host, port });
  const commands: string[][] = [];
  if (target.password !== '') {
    const password = decodeURIComponent(target.password);
    commands.push(
      target.username === ''
        ? ['AUTH', password]
        : ['AUTH', decodeURIComponent(target.username), password],
    );
  }
  commands.push(['PING']);
  return new Promise((resolve) => {
    let answered = '';
    const finish = (outcome: 'ok' | 'unreachable') => {
      socket.destroy();
      resolve(outcome);
    };
    socket.setTimeout(CHECK_TIMEOUT_MS, () => finish('unreachable'));
    socket.once('error', () => finish('unreachable'));
    socket.once('close', () => finish('unreachable'));
    socket.once(target.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => {
      socket.write(commands.map(resp).join(''));
    });
    socket.on('data', (chunk: Buffer) => {
      answered += chunk.toString('utf8');
      // Simple-string or error replies, one line per command sent.
      const lines = answered.split('\r\n').slice(0, -1);
      if (lines.some((line) => line.startsWith('-'))) return finish('unreachable');
      if (lines.length >= commands.length) finish(lines.at(-1) === '+PONG' ? 'ok' : 'unreachable');
    });
  });
}

/** A command in Redis's protocol (RESP): an array of bulk strings. */
function resp(parts: string[]): string {
  return `*${parts.length}\r\n${parts.map((part) => `$${Buffer.byteLength(part)}\r\n${part}\r\n`).join('')}`;
}
