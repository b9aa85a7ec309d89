// /health/ready against a real Redis (Debian's redis-server on a free port): ready while the
// database and Redis answer, not ready (503) once Redis is gone, while /health (liveness) stays
// up, so an orchestrator takes the process out of its service rather than restarting it.

import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { after, test } from 'node:test';

import { buildApp } from '../app.js';
import { createTestDatabase, freePort, relaxedSettings } from '../../test/harness.js';

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
const database = await createTestDatabase();
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
const redisServers: ChildProcess[] = [];
after(async () => {
  for (const app of apps) await app.close();
  for (const server of redisServers) server.kill('SIGKILL');
  await database.drop();
});

/** A throwaway Redis on a free port, with `password` when given; resolves once it accepts. */
async function startRedis(password?: string) {
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  if (password !== undefined) args.push('--requirepass', password);
  const server = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  redisServers.push(server);
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  while (!output.includes('Ready to accept connections')) {
    if (server.exitCode !== null) throw new Error(`redis-server exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    stop: async () => {
      server.kill('SIGKILL');
      await once(server, 'exit');
    },
  };
}

async function appWith(redisUrl: string | null) {
  const app = await buildApp({ pool: database.pool, settings: { ...relaxedSettings, redisUrl } });
  apps.push(app);
  return app;
}

const get = async (app: Awaited<ReturnType<typeof appWith>>, url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { statusCode: response.statusCode, body: response.json() };
};

test('without REDIS_URL, ready is the database answering', async () => {
  const app = await appWith(null);
  assert.deepEqual(await get(app, '/health/ready'), {
    statusCode: 200,
    body: { status: 'ready', checks: { database: 'ok', redis: 'not used' } },
  });
});

test('with REDIS_URL, ready needs Redis too; liveness does not', async () => {
  const redis = await startRedis();
  const app = await appWith(`redis://127.0.0.1:${redis.port}`);
  assert.deepEqual(await get(app, '/health/ready'), {
    statusCode: 200,
    body: { status: 'ready', checks: { database: 'ok', redis: 'ok' } },
  });

  await redis.stop();
  assert.deepEqual(await get(app, '/health/ready'), {
    statusCode: 503,
    body: { status: 'not ready', checks: { database: 'ok', redis: 'unreachable' } },
  });
  assert.equal((await get(app, '/health')).statusCode, 200);
});

test("Redis's password is the URL's: a wrong one is not ready", async () => {
  const redis = await startRedis('s3cret pass');
  const right = await appWith(
    `redis://:${encodeURIComponent('s3cret pass')}@127.0.0.1:${redis.port}/0`,
  );
  assert.equal((await get(right, '/health/ready')).statusCode, 200);
  const wrong = await appWith(`redis://default:wrong@127.0.0.1:${redis.port}`);
  assert.deepEqual(await get(wrong, '/health/ready'), {
    statusCode: 503,
    body: { status: 'not ready', checks: { database: 'ok', redis: 'unreachable' } },
  });
});
