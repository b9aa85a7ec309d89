// Test support for games: catalogue rows of known engines, launching, and signed gateway calls.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';

import type pg from 'pg';

import { buildApp, type App } from '../src/app.js';
import { demoProviderSecret } from '../src/config.js';
import type { RandomInt } from '../src/modules/demo-provider/index.js';
import { signBody, SIGNATURE_HEADER } from '../src/modules/gateway/signature.js';
import { createTestDatabase, post, relaxedSettings, type JsonResponse } from './harness.js';

export const TEST_THEME = {
  primary: '#12203a',
  secondary: '#3a1240',
  accent: '#ffcc33',
  symbols: ['Cherry', 'Lemon', 'Bell', 'Star', 'Seven', 'Crown'],
};

export interface TestGame {
  gpid: string;
  code: string;
  category: string;
  engine: 'slot' | 'dice';
}

/** Games of their own, so tests do not depend on the seeded catalogue. */
export const TEST_GAMES = {
  slot: { gpid: 'PP', code: 'test-slot', category: 'slots', engine: 'slot' },
  dice: { gpid: 'PG', code: 'test-dice', category: 'others', engine: 'dice' },
  table: { gpid: 'HB', code: 'test-table', category: 'casino', engine: 'slot' },
} as const satisfies Record<string, TestGame>;

export async function insertTestGames(pool: pg.Pool): Promise<void> {
  for (const game of Object.values(TEST_GAMES)) {
    await pool.query(
      `INSERT INTO games (gpid, category, name, code, thumbnail, engine, theme, jackpot_trigger)
       VALUES ($1, $2, $3, $4, '', $5, $6, $5 = 'slot') ON CONFLICT (gpid, code) DO NOTHING`,
      [game.gpid, game.category, `Test ${game.code}`, game.code, game.engine, TEST_THEME],
    );
  }
}

/** Launches `game` for the player; returns the launch answer and the token in its URL. */
export async function launch(app: App, loginToken: string, game: TestGame) {
  const response = await post(app, 'game', { gpid: game.gpid, gameCode: game.code }, loginToken);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  const url = new URL(response.body.data.launchUrl as string, 'http://localhost');
  const token = url.searchParams.get('token');
  assert.ok(token !== null);
  return { launchUrl: response.body.data.launchUrl as string, token };
}

/** A gateway call as a provider makes it; `signature` overrides the correct one. */
export async function gatewayCall(
  app: App,
  gpid: string,
  call: string,
  body: object,
  signature?: string | null,
): Promise<JsonResponse> {
  const payload = JSON.stringify(body);
  const signed = signature === undefined ? signBody(payload, demoProviderSecret(gpid)) : signature;
  const response = await app.inject({
    method: 'POST',
    url: `/gateway/v1/${gpid}/${call}`,
    headers: {
      'content-type': 'application/json',
      ...(signed === null ? {} : { [SIGNATURE_HEADER]: signed }),
    },
    payload,
  });
  return { statusCode: response.statusCode, body: response.json(), headers: response.headers };
}

/** Launches and authenticates: a live provider session of the player for `game`. */
export async function providerSession(app: App, loginToken: string, game: TestGame) {
  const { token } = await launch(app, loginToken, game);
  const response = await gatewayCall(app, game.gpid, 'authenticate', { token });
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data.sessionId as string;
}

/** A bet of `amount` on the test slot in a round of its own, which must be taken. */
export async function slotBet(app: App, sessionId: string, amount: string): Promise<void> {
  const body = {
    sessionId,
    transactionId: randomUUID(),
    roundId: randomUUID(),
    gameCode: TEST_GAMES.slot.code,
    amount,
  };
  const response = await gatewayCall(app, TEST_GAMES.slot.gpid, 'bet', body);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
}

/** A bet of `stake` on the test slot and its win of `win`, in a round of their own; both taken. */
export async function slotRound(
  app: App,
  sessionId: string,
  stake: string,
  win: string,
): Promise<void> {
  const { gpid, code } = TEST_GAMES.slot;
  const roundId = randomUUID();
  const bet = await gatewayCall(app, gpid, 'bet', {
    sessionId,
    transactionId: randomUUID(),
    roundId,
    gameCode: code,
    amount: stake,
  });
  assert.equal(bet.statusCode, 200, JSON.stringify(bet.body));
  const paid = await gatewayCall(app, gpid, 'win', {
    sessionId,
    transactionId: randomUUID(),
    roundId,
    amount: win,
  });
  assert.equal(paid.statusCode, 200, JSON.stringify(paid.body));
}

/**
 * An API for this test file listening on a real port (the demo provider calls the gateway over
 * HTTP; realtime is a WebSocket), with the test games; its demo provider draws with `randomInt`.
 */
export async function startListeningTestApp(randomInt: RandomInt) {
  const database = await createTestDatabase();
  const app = await buildApp({
    pool: database.pool,
    settings: relaxedSettings,
    demoProviderRandomInt: randomInt,
  });
  after(async () => {
    await app.close();
    await database.drop();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  before(() => insertTestGames(database.pool));
  return { app, pool: database.pool, port, baseUrl: `http://127.0.0.1:${port}` };
}
