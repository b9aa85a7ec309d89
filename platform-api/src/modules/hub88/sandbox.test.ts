// The operator's side against the local Hub88 sandbox, both over HTTP: catalogue sync, launch, a
// spin settled through the wallet API, and the reconciliation list.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { post } from '../../../test/harness.js';
import { startHub88Pair } from '../../../test/hub88-sandbox.js';
import { admin, assertLedgerInvariants, balanceOf, walletPlayer } from '../../../test/wallet.js';

const { app, pool, sandboxUrl, operatorCli, close } = await startHub88Pair();
after(close);

async function hub88Games() {
  const { rows } = await pool.query(
    `SELECT hub88.game_code AS "gameCode", game.gpid, game.code, game.category, game.enabled,
            provider.gpname
     FROM hub88_games hub88 JOIN games game USING (gpid, code)
     JOIN game_providers provider ON provider.gpid = game.gpid ORDER BY game.sort`,
  );
  return rows;
}

/** A new player holding 100,000 IDR launches the sandbox's first game, which must launch. */
async function launchFirstGame() {
  const [game] = await hub88Games();
  const player = await walletPlayer(app, '100000');
  const launched = await post(
    app,
    'game',
    { gpid: game.gpid, gameCode: game.code },
    player.loginToken,
  );
  assert.equal(launched.statusCode, 200, JSON.stringify(launched.body));
  return { player, launched };
}

test('sync imports the games under their suppliers; a re-run updates, never duplicates', async () => {
  const first = await admin(app, 'POST', '/hub88/sync-games', {});
  assert.equal(first.statusCode, 200, JSON.stringify(first.body));
  assert.deepEqual(first.body.data, {
    suppliers: 2,
    created: 6,
    updated: 0,
    disabled: 0,
    skipped: 0,
  });
  const games = await hub88Games();
  assert.deepEqual(
    games.map((game) => [game.gameCode, game.category, game.gpname]),
    [
      ['sbx_lucky_sevens', 'slots', 'Sandbox Studios'],
      ['sbx_fruit_party', 'slots', 'Sandbox Studios'],
      ['sbx_rocket_crash', 'others', 'Sandbox Studios'],
      ['sbx_blackjack', 'cards', 'Tableworks'],
      ['sbx_live_roulette', 'casino', 'Tableworks'],
      ['sbx_scratch_gold', 'lottery', 'Tableworks'],
    ],
  );
  const again = await admin(app, 'POST', '/hub88/sync-games', {});
  assert.deepEqual(again.body.data, {
    suppliers: 2,
    created: 0,
    updated: 6,
    disabled: 0,
    skipped: 0,
  });
  assert.deepEqual(await hub88Games(), games);
  const lobby = await app.inject({ method: 'GET', url: '/data/listofgame.json' });
  const listed = lobby.json().body.filter((game: { gpid: string }) => game.gpid === games[0].gpid);
  assert.equal(listed.length, 3);
  assert.equal(listed[0].engine, null);
  assert.equal(listed[0].thumbnail, `${sandboxUrl}/thumbs/sbx_lucky_sevens.svg`);
});

test('a launch frames the sandbox page; a spin moves the balance through the wallet API', async () => {
  const { player, launched } = await launchFirstGame();
  const launchUrl = new URL(launched.body.data.launchUrl);
  assert.equal(launchUrl.origin, sandboxUrl);
  const origins = await post(app, 'game/origins', {});
  assert.ok(origins.body.data.gameOrigins.includes(sandboxUrl));
  const page = await fetch(launchUrl);
  assert.equal(page.status, 200);
  const session = launchUrl.searchParams.get('session');
  const spins: { status: string; balance: number }[] = [];
  for (let spin = 0; spin < 5; spin += 1) {
    const response = await fetch(`${sandboxUrl}/games/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session }),
    });
    spins.push((await response.json()) as { status: string; balance: number });
  }
  for (const spin of spins) assert.equal(spin.status, 'RS_OK', JSON.stringify(spin));
  const last = spins.at(-1)!;
  const { available } = await balanceOf(app, player.loginToken, 'IDR');
  assert.equal(Number(available) * 100_000, last.balance);
  await assertLedgerInvariants(pool);

  const today = new Date().toISOString().slice(0, 10);
  const listed = await admin(app, 'GET', `/hub88/transactions?from=${today}&to=${today}`);
  assert.equal(listed.statusCode, 200, JSON.stringify(listed.body));
  const { transactions } = listed.body.data;
  const bets = transactions.filter((row: { kind: string }) => row.kind === 'bet');
  assert.equal(bets.length, 5);
  for (const bet of bets)
    assert.ok(bet.transferId !== null && bet.amount === '1.000000000000000000');
});

test('a switched-off game, or a wallet of more than five decimals, does not launch', async () => {
  const [, game] = await hub88Games();
  const player = await walletPlayer(app);
  await pool.query('UPDATE games SET enabled = false WHERE gpid = $1 AND code = $2', [
    game.gpid,
    game.code,
  ]);
  const off = await post(app, 'game', { gpid: game.gpid, gameCode: game.code }, player.loginToken);
  assert.equal(off.statusCode, 404);
  const [third] = (await hub88Games()).slice(2);
  await pool.query(
    `UPDATE players SET active_wallet = 'USDT' WHERE brand_id = 'croupier' AND username = $1`,
    [player.username],
  );
  const usdt = await post(
    app,
    'game',
    { gpid: third.gpid, gameCode: third.code },
    player.loginToken,
  );
  assert.equal(usdt.statusCode, 400);
  assert.match(usdt.body.message, /at most 5 decimals/);
});

test("the operator CLI syncs the catalogue and lists the day's transactions", async () => {
  const synced = await operatorCli(['hub88', 'sync-games']);
  assert.match(synced.stdout, /suppliers\s+created\s+updated\s+disabled\s+skipped/);
  const today = new Date().toISOString().slice(0, 10);
  const { stdout } = await operatorCli(['hub88', 'reconcile', '--from', today, '--to', today]);
  const lines = stdout.trim().split('\n');
  assert.match(lines[0] ?? '', /^time\s+transaction\s+kind\s+reference\s+round/);
  assert.ok(
    lines.some((line) => / bet .* applied +\d+$/.test(line)),
    stdout,
  );
});

test("the sandbox pays a supplier's tournament prize after the token expired: real money by default, once", async () => {
  const { player, launched } = await launchFirstGame();
  const session = new URL(launched.body.data.launchUrl).searchParams.get('session');
  // The player left long ago: every game session of theirs has expired.
  await pool.query(
    `UPDATE provider_sessions SET expires_at = now() - interval '1 second'
     WHERE player_id = (SELECT id FROM players WHERE username = $1)`,
    [player.username],
  );
  const prize = await fetch(`${sandboxUrl}/games/supplier-promo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session }),
  });
  const answer = (await prize.json()) as { status: string; balance: number };
  assert.equal(answer.status, 'RS_OK', JSON.stringify(answer));
  assert.equal((await balanceOf(app, player.loginToken, 'IDR')).available, '100005.00');
  assert.equal(answer.balance, 100_005 * 100_000);
  const { rows } = await pool.query(
    `SELECT bet.kind, bet.amount::text FROM provider_transactions bet
     JOIN rounds round ON round.gpid = bet.gpid AND round.round_id = bet.round_id
     WHERE round.player_id = (SELECT id FROM players WHERE username = $1)`,
    [player.username],
  );
  assert.deepEqual(rows, [{ kind: 'win', amount: '5.000000000000000000' }]);
  await assertLedgerInvariants(pool);
});
