// The originals in the GGR report: provider ORIG (Croupier Originals), one row per game, with
// the stakes, wins and GGR of the rounds their signed records show.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { Decimal } from 'decimal.js';

import { post, startTestApp } from '../../../test/harness.js';
import { adminAs, staffMember, staffSession } from '../../../test/operators.js';
import { walletPlayer } from '../../../test/wallet.js';

const { app, pool, close } = await startTestApp();
after(close);

const today = new Date().toISOString().slice(0, 10);

async function bet(loginToken: string, body: object) {
  const response = await post(app, 'originals/bet', body, loginToken);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data as { amount: string; payout: string };
}

test('the GGR report shows the originals as provider ORIG with the GGR of each game', async () => {
  const { loginToken } = await walletPlayer(app, '1000000');
  const dice = { game: 'dice', currency: 'IDR', params: { target: '50', condition: 'over' } };
  const limbo = { game: 'limbo', currency: 'IDR', params: { target: '2' } };
  const rounds = {
    dice: [
      await bet(loginToken, { ...dice, amount: '1000' }),
      await bet(loginToken, { ...dice, amount: '3000' }),
    ],
    limbo: [await bet(loginToken, { ...limbo, amount: '2000' })],
  };

  const marketing = { cookie: await staffSession(app, await staffMember(pool, ['marketing'])) };
  const response = await adminAs(
    app,
    marketing,
    'GET',
    `/reports/ggr?brandId=croupier&from=${today}&to=${today}`,
  );
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  const originals = response.body.data.rows.filter((row: { gpid: string }) => row.gpid === 'ORIG');

  const expected = Object.entries(rounds).map(([game, played]) => {
    const stakes = Decimal.sum(...played.map((round) => round.amount));
    const wins = Decimal.sum(...played.map((round) => round.payout));
    return {
      day: today,
      brandId: 'croupier',
      gpid: 'ORIG',
      providerName: 'Croupier Originals',
      gameCode: game,
      gameName: game === 'dice' ? 'Dice' : 'Limbo',
      currency: 'IDR',
      stakes: stakes.toFixed(2),
      wins: wins.toFixed(2),
      ggr: stakes.minus(wins).toFixed(2),
    };
  });
  assert.deepEqual(originals, expected);
});
