// Game recall of Hub88's rounds (GLI-19 2.8.2): the money of each bet and win from the ledger,
// real and bonus apart; Hub88 keeps the game's screens, so choices and outcome are not here.

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { depositWithOffer, insertOffer } from '../../../test/bonus.js';
import { post } from '../../../test/harness.js';
import {
  betBody,
  hub88Call,
  hub88Session,
  startHub88TestApp,
  winBody,
} from '../../../test/hub88.js';
import { walletPlayer } from '../../../test/wallet.js';

const { app, pool } = await startHub88TestApp();

async function recalled(loginToken: string, roundId: string) {
  const response = await post(app, 'round/detail', { roundId }, loginToken);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data;
}

test('a Hub88 round keeps its real and bonus parts apart, and its bets and wins', async () => {
  const { loginToken, username } = await walletPlayer(app);
  const offerId = await insertOffer(pool, 'welcome');
  // 100,000 real and 100,000 bonus: a stake of 150,000 takes 50,000 of the bonus.
  await depositWithOffer(app, loginToken, '100000', offerId);
  const session = await hub88Session(pool, username);
  const bet = betBody(session, { amount: 15_000_000_000 });
  assert.equal((await hub88Call(app, 'transaction/bet', bet)).status, 'RS_OK');
  const open = await recalled(loginToken, bet.round);
  assert.equal(open.status, 'inProgress');
  assert.equal(open.endedAt, null);
  assert.equal(open.wager, '100000.00');
  assert.equal(open.bonusWager, '50000.00');
  assert.equal(open.fundsBefore, '200000.00');
  assert.equal(open.fundsAfter, '50000.00');
  assert.equal(open.choices, null);
  assert.equal(open.outcome, null);

  const won = winBody(session, bet, { amount: 30_000_000_000 });
  assert.equal((await hub88Call(app, 'transaction/win', won)).status, 'RS_OK');
  const round = await recalled(loginToken, bet.round);
  assert.equal(round.status, 'complete');
  // The win is paid in the stake's proportion: two thirds real, one third bonus.
  assert.equal(round.win, '200000.00');
  assert.equal(round.bonusWin, '100000.00');
  assert.equal(round.fundsAfter, '350000.00');
  assert.deepEqual(
    round.movements
      .filter((movement: { kind: string }) => movement.kind !== 'jackpotContribution')
      .map(({ kind, amount, bonusAmount }: Record<string, string>) => ({
        kind,
        amount,
        bonusAmount,
      })),
    [
      { kind: 'bet', amount: '-100000.00', bonusAmount: '-50000.00' },
      { kind: 'win', amount: '200000.00', bonusAmount: '100000.00' },
    ],
  );
});
