// /health/ready against a real Redis (Debian's redis-server on a free port): ready while the
// database and Redis answer, not ready (503) once Redis is gone, while /health (liveness) stays
// up, so an orchestrator takes the process out of its service rather than restarting it.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { buildApp } from '../app.js';
import { createTestDatabase, relaxedSettings } from '../../test/harness.js';
import { startRedis, type TestRedis } from '../../test/redis.js';

const database = await createTestDatabase();
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
const redisServers: TestRedis[] = [];
after(async () => {
  for (const app of apps) await app.close();
  for (const server of redisServers) await server.stop();
  await database.drop();
});

async function redisServer(password?: string) {
  const server = await startRedis(password);
  redisServers.push(server);
  return server;
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
  const redis = await redisServer();
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
  const redis = await redisServer('s3cret pass');
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
