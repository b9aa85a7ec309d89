// Disable on demand (GLI-19 2.4.1): staff suspend a game, a provider or all play of a brand with
// a reason; launches and bets are refused with errorCode 63, rounds begun before still settle,
// the brand's lobby leaves it out, and both the suspension and its end are audited and
// significant events.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';

import { post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { gatewayCall, insertTestGames, providerSession, TEST_GAMES } from '../../../test/games.js';
import { adminAs, apiKey } from '../../../test/operators.js';
import { walletPlayer } from '../../../test/wallet.js';

const { app, pool, close } = await startTestApp();
after(close);
await insertTestGames(pool);

const support = { key: await apiKey(app, 'desk', ['support']) };
const PATH = '/brands/croupier/play-suspensions';
const slot = TEST_GAMES.slot;
const dice = TEST_GAMES.dice;

const suspend = (body: object, as = support) => adminAs(app, as, 'POST', PATH, body);
const resume = (body: object, as = support) => adminAs(app, as, 'POST', `${PATH}/resume`, body);
const launchOf = (loginToken: string, game: { gpid: string; code: string }) =>
  post(app, 'game', { gpid: game.gpid, gameCode: game.code }, loginToken);

async function lobbyCodes(brandId?: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/data/listofgame.json${brandId === undefined ? '' : `?brandId=${brandId}`}`,
  });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { body: { gpid: string; code: string }[] }).body.map(
    ({ gpid, code }) => `${gpid}:${code}`,
  );
}

test('a suspended game cannot be launched or bet on in its brand; a round begun settles', async () => {
  const { loginToken } = await walletPlayer(app, '100000');
  const sessionId = await providerSession(app, loginToken, slot);
  const roundId = randomUUID();
  const begun = await gatewayCall(app, slot.gpid, 'bet', {
    sessionId,
    transactionId: randomUUID(),
    roundId,
    gameCode: slot.code,
    amount: '1000',
  });
  assert.equal(begun.statusCode, 200, JSON.stringify(begun.body));

  const since = new Date();
  const suspended = await suspend({ gpid: slot.gpid, gameCode: slot.code, reason: 'RNG review' });
  assert.equal(suspended.statusCode, 200, JSON.stringify(suspended.body));
  assert.deepEqual(
    { ...suspended.body.data, suspendedAt: undefined },
    {
      brandId: 'croupier',
      gpid: slot.gpid,
      gameCode: slot.code,
      reason: 'RNG review',
      suspendedBy: 'desk',
      suspendedAt: undefined,
    },
  );
  try {
    const launch = await launchOf(loginToken, slot);
    assert.equal(launch.statusCode, 403);
    assert.equal(launch.body.errorCode, 63);
    assert.match(launch.body.message, /suspended by the operator: RNG review/);
    const bet = await gatewayCall(app, slot.gpid, 'bet', {
      sessionId,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      gameCode: slot.code,
      amount: '1000',
    });
    assert.equal(bet.body.errorCode, 63, JSON.stringify(bet.body));
    // The round begun before concludes (4.15).
    const win = await gatewayCall(app, slot.gpid, 'win', {
      sessionId,
      transactionId: randomUUID(),
      roundId,
      amount: '500',
    });
    assert.equal(win.statusCode, 200, JSON.stringify(win.body));
    // Another game of the provider, and the same game in another brand, stay open.
    assert.equal((await launchOf(loginToken, TEST_GAMES.table)).statusCode, 200);
    const lagoon = await registerPlayer(app, { brandId: 'lagoon' });
    assert.equal((await launchOf(lagoon.loginToken, slot)).statusCode, 200);

    const slotKey = `${slot.gpid}:${slot.code}`;
    assert.ok(!(await lobbyCodes('croupier')).includes(slotKey));
    assert.ok((await lobbyCodes('lagoon')).includes(slotKey));
    assert.ok((await lobbyCodes()).includes(slotKey));

    const listed = await adminAs(app, support, 'GET', PATH);
    assert.deepEqual(
      listed.body.data.map(({ gpid, gameCode }: { gpid: string; gameCode: string }) => ({
        gpid,
        gameCode,
      })),
      [{ gpid: slot.gpid, gameCode: slot.code }],
    );
    const { rows: audit } = await pool.query(
      `SELECT actor, target, before, after FROM audit_log WHERE action = 'play.suspend'
       AND at >= $1`,
      [since],
    );
    assert.equal(audit.length, 1);
    assert.equal(audit[0].target, `play:croupier:${slot.gpid}:${slot.code}`);
    assert.equal(audit[0].before, null);
    assert.equal(audit[0].after.reason, 'RNG review');
  } finally {
    const resumed = await resume({ gpid: slot.gpid, gameCode: slot.code, reason: 'Review passed' });
    assert.equal(resumed.statusCode, 200, JSON.stringify(resumed.body));
  }
  assert.equal((await launchOf(loginToken, slot)).statusCode, 200);
  assert.ok((await lobbyCodes('croupier')).includes(`${slot.gpid}:${slot.code}`));
  const { rows: events } = await pool.query(
    `SELECT type, brand_id, actor, reason, before, after FROM significant_events
     WHERE at >= $1 AND type IN ('play_suspended', 'play_resumed') ORDER BY id`,
    [since],
  );
  assert.deepEqual(
    events.map(({ type, brand_id, actor, reason }) => ({ type, brand_id, actor, reason })),
    [
      {
        type: 'play_suspended',
        brand_id: 'croupier',
        actor: 'key:desk',
        reason: `play.suspend play:croupier:${slot.gpid}:${slot.code}`,
      },
      {
        type: 'play_resumed',
        brand_id: 'croupier',
        actor: 'key:desk',
        reason: `play.resume play:croupier:${slot.gpid}:${slot.code}`,
      },
    ],
  );
  assert.equal(events[0].after.reason, 'RNG review');
  assert.equal(events[1].before.reason, 'RNG review');
  assert.deepEqual(events[1].after, { state: 'open', reason: 'Review passed' });
});

test("a provider's suspension covers its games, in the lobby and its provider list", async () => {
  const { loginToken } = await walletPlayer(app);
  assert.equal((await suspend({ gpid: dice.gpid, reason: 'Provider outage' })).statusCode, 200);
  try {
    assert.equal((await launchOf(loginToken, dice)).body.errorCode, 63);
    assert.ok(!(await lobbyCodes('croupier')).some((key) => key.startsWith(`${dice.gpid}:`)));
    const providers = await post(app, 'gameNoAuth', {
      systemType: 'gameProvider',
      brandId: 'croupier',
      gameCategory: 'all',
    });
    assert.ok(!providers.body.data.some(({ gpid }: { gpid: string }) => gpid === dice.gpid));
  } finally {
    assert.equal((await resume({ gpid: dice.gpid, reason: 'Back up' })).statusCode, 200);
  }
});

test('all play of a brand suspended: every game, the originals too; suspending again replaces the reason', async () => {
  const { loginToken } = await walletPlayer(app, '100000');
  assert.equal((await suspend({ reason: 'Licence audit' })).statusCode, 200);
  try {
    const again = await suspend({ reason: 'Licence audit, day 2' });
    assert.equal(again.body.data.reason, 'Licence audit, day 2');
    assert.equal((await launchOf(loginToken, slot)).body.errorCode, 63);
    const original = await post(
      app,
      'originals/bet',
      {
        game: 'dice',
        currency: 'IDR',
        amount: '1000',
        params: { target: '50', condition: 'over' },
      },
      loginToken,
    );
    assert.equal(original.body.errorCode, 63, JSON.stringify(original.body));
    assert.deepEqual(await lobbyCodes('croupier'), []);
  } finally {
    assert.equal((await resume({ reason: 'Audit over' })).statusCode, 200);
  }
  assert.equal((await launchOf(loginToken, slot)).statusCode, 200);
});

test('bad input and the wrong staff are refused and change nothing', async () => {
  const count = async () =>
    Number((await pool.query('SELECT count(*) FROM play_suspensions')).rows[0].count);
  const before = await count();
  assert.equal((await suspend({ gpid: slot.gpid })).statusCode, 400);
  assert.equal((await suspend({ reason: '   ' })).statusCode, 400);
  assert.equal((await suspend({ gpid: 'NOPE', reason: 'x' })).body.errorCode, 2);
  assert.equal(
    (await suspend({ gpid: slot.gpid, gameCode: 'nope', reason: 'x' })).body.errorCode,
    2,
  );
  assert.equal((await suspend({ gameCode: slot.code, reason: 'x' })).body.errorCode, 2);
  assert.equal((await resume({ gpid: slot.gpid, reason: 'x' })).body.errorCode, 6);
  const marketing = { key: await apiKey(app, 'promo', ['marketing']) };
  assert.equal((await suspend({ reason: 'x' }, marketing)).body.errorCode, 30);
  const lagoonDesk = { key: await apiKey(app, 'lagoon desk', ['support'], ['lagoon']) };
  assert.equal((await suspend({ reason: 'x' }, lagoonDesk)).body.errorCode, 30);
  assert.equal(
    (await adminAs(app, support, 'POST', '/brands/nowhere/play-suspensions', { reason: 'x' })).body
      .errorCode,
    6,
  );
  assert.equal(await count(), before);
});
