import assert from 'node:assert/strict';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';

import { post, relaxedSettings, prepareAsAtStart, startTestApp } from '../../../test/harness.js';
import { apiKey } from '../../../test/operators.js';
import { admin } from '../../../test/wallet.js';
import { defaultRemoteBaseUrls } from '../../config.js';
import { compatibilityProblems, type FederationManifest } from './compatibility.js';

// The shared singletons as the shell's build declares them (shell/dist/mf-manifest.json).
const singleton = (name: string, version: string, requiredVersion = `^${version}`) => ({
  name,
  version,
  requiredVersion,
  singleton: true,
});
const shellManifest: FederationManifest = {
  name: 'shell',
  exposes: [],
  shared: [
    singleton('react', '19.3.1', '^19.2.0'),
    singleton('react/jsx-runtime', '19.3.1'),
    singleton('react-dom', '19.3.1', '^19.2.0'),
    singleton('react-router', '7.18.5', '^7.9.0'),
    singleton('@croupier/shared', '0.1.0'),
  ],
};
const gamesManifest = (changes: Partial<FederationManifest> = {}): FederationManifest => ({
  name: 'games',
  exposes: [{ name: 'routes' }, { name: 'widgets' }],
  shared: [
    singleton('react', '19.3.1', '^19.2.0'),
    singleton('react/jsx-runtime', '19.3.1'),
    singleton('react-router', '7.18.5', '^7.9.0'),
    singleton('@croupier/shared', '0.1.0'),
  ],
  ...changes,
});
// A remote built against React 18: its build records React 18 and requires ^18.
const builtWithReact18 = gamesManifest({
  shared: [singleton('react', '18.3.1'), singleton('react/jsx-runtime', '18.3.1')],
});

// A static host with the shell's manifest and some remote releases, reached over real HTTP.
const files = new Map<string, unknown>([
  ['/shell/mf-manifest.json', shellManifest],
  ['/games/0.2.0-aaaaaaaaaa/mf-manifest.json', gamesManifest()],
  ['/games/0.3.0-bbbbbbbbbb/mf-manifest.json', gamesManifest()],
  ['/games/0.4.0-cccccccccc/mf-manifest.json', builtWithReact18],
  ['/games/0.5.0-dddddddddd/mf-manifest.json', gamesManifest({ exposes: [{ name: './routes' }] })],
  ['/games/0.2.0-eeeeeeeeee/mf-manifest.json', { ...gamesManifest(), name: 'wallet' }],
  ['/games/0.6.0-ffffffffff/mf-manifest.json', { hello: 'world' }],
]);
/** Bytes the host wrote of its 40 MiB answer, known once the API hung up. */
let hugeBytesSent: Promise<number> = Promise.resolve(0);
const HUGE_BYTES = 40 * 1024 * 1024;
let requestsSeen = 0;
const host = createServer((request, response) => {
  requestsSeen += 1;
  if (request.url === '/games/moved/mf-manifest.json') {
    response.writeHead(302, { location: '/games/0.2.0-aaaaaaaaaa/mf-manifest.json' }).end();
  } else if (request.url === '/games/huge/mf-manifest.json') {
    hugeBytesSent = streamHugeAnswer(response);
  } else if (request.url === '/games/slow/mf-manifest.json') {
    // Never answers: the API's timeout ends the call.
  } else {
    const body = files.get(request.url ?? '');
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { message: 'Not found' }));
  }
});

/** Writes up to 40 MiB of JSON as fast as the reader takes it; resolves with the bytes written. */
function streamHugeAnswer(response: ServerResponse): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, ' ');
  let sent = 0;
  response.writeHead(200, { 'content-type': 'application/json' });
  const writeMore = () => {
    while (sent < HUGE_BYTES && !response.destroyed) {
      sent += chunk.length;
      if (!response.write(chunk)) return;
    }
    if (sent >= HUGE_BYTES) response.end();
  };
  response.on('drain', writeMore);
  writeMore();
  return new Promise((resolve) => response.on('close', () => resolve(sent)));
}

await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
const hostPort = (host.address() as AddressInfo).port;
const staticUrl = `http://127.0.0.1:${hostPort}`;
const release = (path: string) => `${staticUrl}${path}/mf-manifest.json`;

const { app, pool, ownerPool, close } = await startTestApp({
  ...relaxedSettings,
  remoteBaseUrls: {
    ...defaultRemoteBaseUrls,
    games: `${staticUrl}/games`,
    wallet: `${staticUrl}/wallet`,
  },
  shellManifestUrl: `${staticUrl}/shell/mf-manifest.json`,
  manifestTimeoutMs: 300,
});
after(async () => {
  await close();
  host.closeAllConnections();
  host.close();
});

const BASE_GAMES_ENTRY = `${defaultRemoteBaseUrls.games}/mf-manifest.json`;

async function gamesEntryOf(domain: string): Promise<{ entry: string; version: string }> {
  const response = await post(app, 'brand/config', { domain });
  const remotes = response.body.data.remotes as { name: string; entry: string; version: string }[];
  const games = remotes.find((remote) => remote.name === 'games');
  assert.ok(games);
  return { entry: games.entry, version: games.version };
}

// The history records the API key each pipeline authenticates with.
const keys = {
  'games team': await apiKey(app, 'games team', ['release']),
  ana: await apiKey(app, 'ana', ['release']),
};
type Actor = keyof typeof keys;
const publish = (body: object, as: Actor = 'games team') =>
  admin(app, 'POST', '/remotes/games/publish', body, keys[as]);
const rollback = (body: object, as: Actor = 'games team') =>
  admin(app, 'POST', '/remotes/games/rollback', body, keys[as]);
const historyRows = async () =>
  Number((await pool.query('SELECT count(*) FROM remote_registry_changes')).rows[0].count);

test('a release moves one brand, keeps the history, and rollbacks walk back to the deployment', async () => {
  const lagoonBefore = await gamesEntryOf('127.0.0.1');
  const first = await publish({
    entry: release('/games/0.2.0-aaaaaaaaaa'),
    version: '0.2.0-aaaaaaaaaa',
    brandIds: ['croupier'],
  });
  assert.equal(first.statusCode, 200, JSON.stringify(first.body));
  assert.deepEqual(first.body.data, [
    {
      brandId: 'croupier',
      entry: release('/games/0.2.0-aaaaaaaaaa'),
      version: '0.2.0-aaaaaaaaaa',
      changed: true,
    },
  ]);
  assert.deepEqual(await gamesEntryOf('localhost'), {
    entry: release('/games/0.2.0-aaaaaaaaaa'),
    version: '0.2.0-aaaaaaaaaa',
  });
  assert.deepEqual(await gamesEntryOf('127.0.0.1'), lagoonBefore, 'the other brand is untouched');

  // Publishing what is already live writes nothing.
  const again = await publish({
    entry: release('/games/0.2.0-aaaaaaaaaa'),
    version: '0.2.0-aaaaaaaaaa',
    brandIds: ['croupier'],
  });
  assert.equal(again.body.data[0].changed, false);

  await publish(
    {
      entry: release('/games/0.3.0-bbbbbbbbbb'),
      version: '0.3.0-bbbbbbbbbb',
      // A self-declared author is ignored: the key's name is recorded.
      by: 'mallory',
      brandIds: ['croupier'],
    },
    'ana',
  );
  // A restart seeds again: the released entry must survive it.
  await prepareAsAtStart(ownerPool);
  assert.equal((await gamesEntryOf('localhost')).version, '0.3.0-bbbbbbbbbb');

  const back = await rollback({ brandIds: ['croupier'] }, 'ana');
  assert.equal(back.statusCode, 200);
  assert.deepEqual(await gamesEntryOf('localhost'), {
    entry: release('/games/0.2.0-aaaaaaaaaa'),
    version: '0.2.0-aaaaaaaaaa',
  });
  await rollback({ brandIds: ['croupier'] }, 'ana');
  assert.equal((await gamesEntryOf('localhost')).entry, BASE_GAMES_ENTRY);

  const nothing = await rollback({ brandIds: ['croupier'] }, 'ana');
  assert.equal(nothing.statusCode, 409);
  assert.equal(nothing.body.errorCode, 28);

  const history = await admin(app, 'GET', '/remotes/games/history?brandId=croupier');
  assert.equal(history.statusCode, 200);
  assert.deepEqual(
    history.body.data.map((change: Record<string, unknown>) => [
      change.action,
      change.version,
      change.previousVersion,
      change.by,
      change.rolledBack,
    ]),
    [
      ['rollback', '0.1.0', '0.2.0-aaaaaaaaaa', 'ana', false],
      ['rollback', '0.2.0-aaaaaaaaaa', '0.3.0-bbbbbbbbbb', 'ana', false],
      ['publish', '0.3.0-bbbbbbbbbb', '0.2.0-aaaaaaaaaa', 'ana', true],
      ['publish', '0.2.0-aaaaaaaaaa', '0.1.0', 'games team', true],
    ],
  );
  assert.ok(
    history.body.data.every((change: { at: string }) => !Number.isNaN(Date.parse(change.at))),
  );
  const { rows: audited } = await pool.query(
    "SELECT action, actor, actor_kind FROM audit_log WHERE action LIKE 'release.%' ORDER BY id",
  );
  assert.deepEqual(
    audited.map((row) => [row.action, row.actor, row.actor_kind]),
    [
      ['release.publish', 'games team', 'key'],
      ['release.publish', 'games team', 'key'],
      ['release.publish', 'ana', 'key'],
      ['release.rollback', 'ana', 'key'],
      ['release.rollback', 'ana', 'key'],
    ],
    'the refused rollback wrote no row',
  );
});

test('a release for every brand, then one rollback for every brand', async () => {
  const published = await publish({
    entry: release('/games/0.2.0-aaaaaaaaaa'),
    version: '0.2.0-aaaaaaaaaa',
    by: 'games team',
  });
  assert.deepEqual(
    published.body.data.map((move: { brandId: string; changed: boolean }) => [
      move.brandId,
      move.changed,
    ]),
    [
      ['croupier', true],
      ['lagoon', true],
    ],
  );
  assert.equal((await gamesEntryOf('127.0.0.1')).version, '0.2.0-aaaaaaaaaa');

  const back = await rollback({ by: 'games team' });
  assert.deepEqual(
    back.body.data.map((move: { entry: string }) => move.entry),
    [BASE_GAMES_ENTRY, BASE_GAMES_ENTRY],
  );
  assert.equal((await gamesEntryOf('127.0.0.1')).entry, BASE_GAMES_ENTRY);
  assert.equal((await gamesEntryOf('localhost')).entry, BASE_GAMES_ENTRY);
});

test('the compatibility guard refuses a remote built against another React major', async () => {
  const before = await historyRows();
  const refused = await publish({
    entry: release('/games/0.4.0-cccccccccc'),
    version: '0.4.0-cccccccccc',
    by: 'games team',
  });
  assert.equal(refused.statusCode, 422);
  assert.equal(refused.body.errorCode, 27);
  assert.match(
    refused.body.message,
    /requires react \^18\.3\.1 \(built with 18\.3\.1\), but the shell shares 19\.3\.1/,
  );
  assert.equal((await gamesEntryOf('localhost')).entry, BASE_GAMES_ENTRY);
  assert.equal(await historyRows(), before);
});

test('the guard refuses a dropped module, another remote, a bad or missing manifest', async () => {
  const cases: [string, string, RegExp][] = [
    ['/games/0.5.0-dddddddddd', 'games', /no longer exposes \.\/widgets/],
    ['/games/0.2.0-eeeeeeeeee', 'games', /of remote "wallet", not "games"/],
    ['/games/0.6.0-ffffffffff', 'games', /^The games manifest is not a federation manifest$/],
    ['/games/9.9.9-missing', 'games', /^The games manifest could not be fetched$/],
  ];
  const before = await historyRows();
  for (const [path, remote, message] of cases) {
    const refused = await admin(app, 'POST', `/remotes/${remote}/publish`, {
      entry: release(path),
      version: '1.0.0',
      by: 'games team',
    });
    assert.equal(refused.statusCode, 422, path);
    assert.match(refused.body.message, message);
  }
  assert.equal(await historyRows(), before);
  assert.equal((await gamesEntryOf('localhost')).entry, BASE_GAMES_ENTRY);
});

test('publishing needs the operator key, a valid body and known brands; nothing moves otherwise', async () => {
  const valid = {
    entry: release('/games/0.2.0-aaaaaaaaaa'),
    version: '0.2.0-aaaaaaaaaa',
    by: 'games team',
  };
  const before = await historyRows();
  const noKey = await admin(app, 'POST', '/remotes/games/publish', valid, null);
  assert.equal(noKey.statusCode, 401);
  for (const body of [
    { ...valid, entry: `${staticUrl}/games/0.2.0-aaaaaaaaaa/remoteEntry.js` },
    { ...valid, entry: 'file:///etc/passwd/mf-manifest.json' },
    { ...valid, version: '../0.2.0' },
    { ...valid, by: '' },
    { ...valid, brandIds: [] },
    { ...valid, extra: true },
  ]) {
    const refused = await publish(body);
    assert.equal(refused.statusCode, 400, JSON.stringify(body));
    assert.equal(refused.body.errorCode, 2);
  }
  assert.equal((await admin(app, 'POST', '/remotes/cashier/publish', valid)).statusCode, 400);
  const unknownBrand = await publish({ ...valid, brandIds: ['croupier', 'nobody'] });
  assert.equal(unknownBrand.statusCode, 404);
  assert.match(unknownBrand.body.message, /nobody/);
  assert.equal(await historyRows(), before);
  assert.equal((await gamesEntryOf('localhost')).entry, BASE_GAMES_ENTRY);
});

test('compatibilityProblems: only singletons count, and an undeclared range means the built version', () => {
  assert.deepEqual(compatibilityProblems('games', gamesManifest(), shellManifest), []);
  const loose = gamesManifest({
    shared: [
      { name: 'react', version: '18.3.1', singleton: true, requiredVersion: false },
      { name: 'left-pad', version: '1.0.0', singleton: true },
    ],
  });
  assert.deepEqual(compatibilityProblems('games', loose, shellManifest), [
    'it requires react ^18.3.1 (built with 18.3.1), but the shell shares 19.3.1 as a singleton',
  ]);
  const notSingleton = gamesManifest({
    shared: [{ name: 'react-router', version: '6.30.0', requiredVersion: '^6.30.0' }],
  });
  const shellWithoutSingletonRouter = {
    ...shellManifest,
    shared: [{ name: 'react-router', version: '7.18.5', requiredVersion: '^7.9.0' }],
  };
  assert.deepEqual(compatibilityProblems('games', notSingleton, shellWithoutSingletonRouter), []);
  const badRange = gamesManifest({ shared: [singleton('react', '19.3.1', 'nineteen')] });
  assert.deepEqual(compatibilityProblems('games', badRange, shellManifest), [
    'it requires react "nineteen", which is not a version range',
  ]);
});

/** Publishes `entry` as games and expects a refusal saying `rule`, with nothing moved. */
async function assertRefused(entry: string, rule: RegExp) {
  const before = await historyRows();
  const refused = await publish({ entry, version: '1.0.0', by: 'games team' });
  assert.equal(refused.statusCode, 422, `${entry}: ${JSON.stringify(refused.body)}`);
  assert.equal(refused.body.errorCode, 27);
  assert.match(refused.body.message, rule, entry);
  assert.equal(await historyRows(), before);
  assert.equal((await gamesEntryOf('localhost')).entry, BASE_GAMES_ENTRY);
}

test("an entry outside the remote's registered base URL is refused before any request", async () => {
  const outsideBase = new RegExp(
    `^The entry must be under the games remote's registered base URL ${staticUrl}/games$`,
  );
  const requestsBefore = requestsSeen;
  for (const entry of [
    `http://127.0.0.1:${hostPort === 65535 ? 65534 : hostPort + 1}/games/1.0.0/mf-manifest.json`,
    `http://2130706433/games/1.0.0/mf-manifest.json`,
    `http://2130706433:${hostPort}/wallet/0.2.0/mf-manifest.json`,
    `http://127.0.0.1:${hostPort}@169.254.169.254/games/1.0.0/mf-manifest.json`,
    `http://user:secret@127.0.0.1:${hostPort}/games/1.0.0/mf-manifest.json`,
    `${staticUrl}0/games/1.0.0/mf-manifest.json`,
    `${staticUrl}/games-evil/1.0.0/mf-manifest.json`,
    `${staticUrl}/games/../wallet/0.2.0/mf-manifest.json`,
    `${staticUrl}/games/%2e%2e/shell/mf-manifest.json`,
    `${staticUrl}/wallet/0.2.0-eeeeeeeeee/mf-manifest.json`,
    `https://127.0.0.1:${hostPort}/games/1.0.0/mf-manifest.json`,
    `${staticUrl}/games/x?to=/mf-manifest.json`,
  ]) {
    await assertRefused(entry, outsideBase);
  }
  assert.equal(requestsSeen, requestsBefore, 'no request left the API');
});

test('a redirect is not followed, even to a valid release', async () => {
  await assertRefused(
    release('/games/moved'),
    /^Redirects are not followed: the games manifest must be served at its entry URL$/,
  );
});

test('a manifest over 1 MiB is refused while it streams, not after downloading it', async () => {
  await assertRefused(release('/games/huge'), /^The games manifest is larger than 1 MiB$/);
  const sent = await hugeBytesSent;
  assert.ok(sent < HUGE_BYTES / 4, `the host wrote ${sent} bytes`);
});

test('a manifest that does not arrive in time is refused', async () => {
  const startedAtMs = Date.now();
  await assertRefused(release('/games/slow'), /^The games manifest fetch timed out after 300 ms$/);
  assert.ok(Date.now() - startedAtMs < 3_000);
});
