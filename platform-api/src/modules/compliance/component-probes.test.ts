// The game servers probed by themselves (GLI-19 2.8.8): the demo provider's game page and Hub88's
// game server, each a component of its own, recorded when it stops answering (or answers 5xx)
// and when it answers again, not at every probe.

import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';

import { buildApp } from '../../app.js';
import { relaxedSettings, startTestApp } from '../../../test/harness.js';
import { componentAvailability } from './availability.js';
import { gameServers, probeComponents } from './component-probes.js';

const { app, pool, close } = await startTestApp();
after(close);

async function eventsOf(component: string) {
  const { rows } = await pool.query<{ type: string; reason: string; actor: string }>(
    `SELECT type, reason, actor FROM significant_events WHERE component = $1 ORDER BY id`,
    [component],
  );
  return rows.map(({ type, reason, actor }) => `${type} ${actor}: ${reason}`);
}

/** A game server on `port` (any free one when 0) answering every request with `status()`. */
async function gameServer(status: () => number, port = 0): Promise<Server> {
  const server = createServer((_request, response) => response.writeHead(status()).end());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

test('a game server is unavailable when it stops answering or answers 5xx, and restored once it answers', async () => {
  let status = 404;
  let server = await gameServer(() => status);
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const probe = probeComponents(componentAvailability(pool, app.log), [
    ...gameServers(`${origin}/demo-provider/play`, []),
    ...gameServers(null, [origin]),
  ]);

  // A refusal (404) is an answer.
  await probe();
  assert.deepEqual(await eventsOf('demo-provider'), []);
  await stop(server);
  await probe();
  await probe();
  // Once, with why (the connection refused, or closed under a kept-alive request).
  for (const component of ['demo-provider', 'hub88-games']) {
    const events = await eventsOf(component);
    assert.equal(events.length, 1, events.join('\n'));
    assert.match(
      events[0] ?? '',
      new RegExp(
        `^component_unavailable system: ${component} unreachable: (ECONNREFUSED|UND_ERR_SOCKET)$`,
      ),
    );
  }

  // Back, but failing: still unavailable, nothing more recorded.
  status = 503;
  server = await gameServer(() => status, port);
  await probe();
  assert.equal((await eventsOf('demo-provider')).length, 1);
  status = 200;
  await probe();
  await probe();
  await stop(server);
  for (const component of ['demo-provider', 'hub88-games']) {
    assert.deepEqual(
      (await eventsOf(component)).map((event) => event.split(' ')[0]),
      ['component_unavailable', 'component_restored'],
    );
  }
});

test('an API with a demo provider of its own address probes it as soon as it is ready', async () => {
  // A port nothing listens on: the server is started and closed to get one.
  const closed = await gameServer(() => 200);
  const { port } = closed.address() as AddressInfo;
  await stop(closed);
  const before = (await eventsOf('demo-provider')).length;
  const probing = await buildApp({
    pool,
    settings: { ...relaxedSettings, demoProviderPublicUrl: `http://127.0.0.1:${port}` },
  });
  try {
    const deadline = Date.now() + 5000;
    while ((await eventsOf('demo-provider')).length === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.deepEqual((await eventsOf('demo-provider')).slice(before), [
      'component_unavailable system: demo-provider unreachable: ECONNREFUSED',
    ]);
  } finally {
    await probing.close();
  }
});

test('a game server answering 5xx is unavailable', async () => {
  const failing = await gameServer(() => 502);
  const { port } = failing.address() as AddressInfo;
  const probe = probeComponents(componentAvailability(pool, app.log), [
    ...gameServers(null, [`http://127.0.0.1:${port}`]),
  ]);
  await probe();
  await stop(failing);
  assert.deepEqual((await eventsOf('hub88-games')).slice(-1), [
    'component_unavailable system: hub88-games unreachable: answered 502',
  ]);
});
