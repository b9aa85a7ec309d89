import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { insertTestGames, TEST_GAMES } from '../../../test/games.js';
import { post, startTestApp } from '../../../test/harness.js';
import { walletPlayer } from '../../../test/wallet.js';

// A site without Hub88: only the demo provider's launcher runs.
const { app, pool, close } = await startTestApp();
after(close);
before(async () => {
  await insertTestGames(pool);
  await pool.query(
    `INSERT INTO game_providers (gpid, gpname, gplogo, sort, launcher)
     VALUES ('ZZHUB', 'Aggregated Studio', '', 98, 'hub88'), ('ZZNONE', 'Own Pages', '', 99, NULL)`,
  );
  await pool.query(
    `INSERT INTO games (gpid, category, name, code, thumbnail)
     VALUES ('ZZHUB', 'slots', 'Aggregated Slot', 'agg-slot', ''),
            ('ZZNONE', 'casino', 'Own Dice', 'own-dice', '')`,
  );
});

async function gameTokens(playerId: string): Promise<number> {
  const { rows } = await pool.query(
    'SELECT count(*)::int AS tokens FROM game_tokens WHERE player_id = $1',
    [playerId],
  );
  return rows[0].tokens;
}

test("a game launches by its provider's launcher; a provider whose launcher the site does not run is refused", async () => {
  const { loginToken } = await walletPlayer(app);
  const { playerId } = (await post(app, 'me', {}, loginToken)).body.data;
  const { gpid, code } = TEST_GAMES.slot;
  const demo = await post(app, 'game', { gpid, gameCode: code }, loginToken);
  assert.equal(demo.statusCode, 200, JSON.stringify(demo.body));
  assert.match(demo.body.data.launchUrl, /^\/demo-provider\/play\?token=[A-Za-z0-9_-]{43}&game=/);

  for (const [refusedGpid, gameCode, why] of [
    ['ZZHUB', 'agg-slot', 'no launcher hub88'],
    ['ZZNONE', 'own-dice', 'it names no launcher'],
  ]) {
    const refused = await post(app, 'game', { gpid: refusedGpid, gameCode }, loginToken);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [404, 6]);
    assert.equal(
      refused.body.message,
      `Games of provider ${refusedGpid} do not launch here: ${why}`,
    );
  }
  assert.equal(await gameTokens(playerId), 1, 'a refused launch issues no token');
  // The pages the site frames are the running launchers' alone: the demo provider's.
  const origins = await post(app, 'game/origins', {});
  assert.equal(origins.body.data.gameOrigins.length, 1, JSON.stringify(origins.body));
});
