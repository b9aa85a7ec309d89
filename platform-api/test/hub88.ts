// Test support for Hub88: settings with Hub88's published demo key pair (fixtures/hub88-examples)
// standing in for Hub88, signed wallet calls as Hub88 makes them, and a player's game session.

import assert from 'node:assert/strict';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';

import type pg from 'pg';

import type { App } from '../src/app.js';
import type { Hub88Settings } from '../src/config.js';
import {
  HUB88_SIGNATURE_HEADER,
  isValidHub88Signature,
  privateKeyOf,
  signHub88,
} from '../src/modules/hub88/signature.js';
import { sha256 } from '../src/security/tokens.js';
import { insertTestGames, TEST_GAMES } from './games.js';
import { relaxedSettings, startTestApp } from './harness.js';
import { walletPlayer } from './wallet.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/hub88-examples/${name}`, import.meta.url), 'utf8');

/** Hub88's published demo pair: the tests sign as Hub88 with its private half. */
export const HUB88_DEMO_PUBLIC_KEY = fixture('public.pem');
const hub88PrivateKey = privateKeyOf(fixture('private.pem'));
/** The X-Hub88-Signature Hub88 sends with `payload`. */
export const signAsHub88 = (payload: string) => signHub88(payload, hub88PrivateKey);
/** The demo public key's file, for an API process of its own (HUB88_PUBLIC_KEY_FILE). */
export const HUB88_DEMO_PUBLIC_KEY_FILE = fileURLToPath(
  new URL('./fixtures/hub88-examples/public.pem', import.meta.url),
);

const operatorKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const operatorPublicKey = operatorKeys.publicKey;

export const hub88Settings: Hub88Settings = {
  apiUrl: 'http://127.0.0.1:9',
  operatorId: 1,
  hub88PublicKey: HUB88_DEMO_PUBLIC_KEY,
  operatorPrivateKey: operatorKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  gameOrigins: ['http://127.0.0.1:9'],
};
export const hub88AppSettings = { ...relaxedSettings, hub88: hub88Settings };

/** Hub88's game_code of the test slot. */
export const HUB88_GAME_CODE = 'sbx_test_slot';

export async function insertHub88Game(pool: pg.Pool): Promise<void> {
  const { gpid, code } = TEST_GAMES.slot;
  await pool.query(
    'INSERT INTO hub88_games (game_code, gpid, code) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [HUB88_GAME_CODE, gpid, code],
  );
}

export interface Hub88Session {
  user: string;
  token: string;
  currency: string;
}

/** A game session of the test slot as a launch opens it: its token and the player's id. */
export async function hub88Session(
  pool: pg.Pool,
  username: string,
  currency = 'IDR',
): Promise<Hub88Session> {
  const { gpid, code } = TEST_GAMES.slot;
  const token = `test-token-${randomUUID()}`;
  const { rows } = await pool.query<{ user: string }>(
    `WITH player AS (SELECT id FROM players WHERE username = $1),
     session AS (
       INSERT INTO provider_sessions (player_id, gpid, game_code, currency, expires_at)
       SELECT id, $2, $3, $4, now() + interval '30 minutes' FROM player RETURNING id)
     INSERT INTO hub88_tokens (token_hash, session_id) SELECT $5, id FROM session
     RETURNING (SELECT id FROM player)::text AS user`,
    [username, gpid, code, currency, sha256(token)],
  );
  assert.ok(rows[0] !== undefined, `no player ${username}`);
  return { user: rows[0].user, token, currency };
}

export async function expireSession(pool: pg.Pool, token: string): Promise<void> {
  await pool.query(
    `UPDATE provider_sessions SET expires_at = now() - interval '1 second'
     WHERE id = (SELECT session_id FROM hub88_tokens WHERE token_hash = $1)`,
    [sha256(token)],
  );
}

/** A signed wallet call as Hub88 makes it; `signature` overrides the correct one. */
export async function hub88Call(
  app: App,
  path: string,
  body: object | string,
  signature?: string | null,
  // Tests read answer fields freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<any> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const signed = signature === undefined ? signAsHub88(payload) : signature;
  const response = await app.inject({
    method: 'POST',
    url: `/hub88/${path}`,
    headers: {
      'content-type': 'application/json',
      ...(signed === null ? {} : { [HUB88_SIGNATURE_HEADER]: signed }),
    },
    payload,
  });
  assert.equal(response.statusCode, 200, response.body);
  const answerSignature = response.headers[HUB88_SIGNATURE_HEADER];
  assert.ok(
    isValidHub88Signature(response.body, operatorPublicKey, answerSignature),
    'the answer is signed with the operator key',
  );
  return response.json();
}

/** A bet body of the session; fields override. */
export function betBody(session: Hub88Session, overrides: Record<string, unknown> = {}) {
  return {
    user: session.user,
    token: session.token,
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    round: randomUUID(),
    round_closed: false,
    game_code: HUB88_GAME_CODE,
    currency: session.currency,
    amount: 100_000,
    is_free: false,
    bet: null,
    meta: null,
    ...overrides,
  };
}

export function winBody(
  session: Hub88Session,
  bet: { transaction_uuid: string; round: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    ...betBody(session),
    round: bet.round,
    round_closed: true,
    reference_transaction_uuid: bet.transaction_uuid,
    ...overrides,
  };
}

export function rollbackBody(
  session: Hub88Session,
  bet: { transaction_uuid: string; round: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    user: session.user,
    token: session.token,
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: bet.transaction_uuid,
    round: bet.round,
    round_closed: true,
    game_code: HUB88_GAME_CODE,
    meta: null,
    ...overrides,
  };
}

/**
 * An API with Hub88 on and the test games (the demo provider's and Hub88's) for this test file,
 * with `playing()`: a new player holding 100,000.00 IDR (10,000,000,000 units) in a game session.
 */
export async function startHub88TestApp() {
  const started = await startTestApp(hub88AppSettings);
  after(started.close);
  before(async () => {
    await insertTestGames(started.pool);
    await insertHub88Game(started.pool);
  });
  const playing = async () => {
    const { username } = await walletPlayer(started.app, '100000');
    return hub88Session(started.pool, username);
  };
  /** A signed `transaction/<path>` call as Hub88 makes it. */
  const call = (path: string, body: object) => hub88Call(started.app, `transaction/${path}`, body);
  return { ...started, playing, call };
}
