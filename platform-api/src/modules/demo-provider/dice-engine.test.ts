import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Decimal } from 'decimal.js';

import {
  isWin,
  MAX_TARGET,
  MIN_TARGET,
  payoutMultiplier,
  roll,
  winningOutcomes,
  winProbability,
  type DiceBet,
} from './dice-engine.js';

const everyBet: DiceBet[] = [];
for (let target = MIN_TARGET; target <= MAX_TARGET; target += 1) {
  everyBet.push({ direction: 'over', target }, { direction: 'under', target });
}

test('payout is (1 − house edge) / probability, so every bet returns 97.9%–98%', () => {
  for (const bet of everyBet) {
    const rtp = winProbability(bet).times(payoutMultiplier(bet));
    assert.ok(rtp.lte('0.98') && rtp.gt('0.979'), `${JSON.stringify(bet)}: ${rtp.toFixed()}`);
  }
  assert.equal(payoutMultiplier({ direction: 'over', target: 50 }).toFixed(), '1.96');
  assert.equal(payoutMultiplier({ direction: 'under', target: 10 }).toFixed(), '9.8');
  assert.equal(payoutMultiplier({ direction: 'over', target: 33 }).toFixed(), '1.4626');
});

test('winning rolls are exactly the counted outcomes', () => {
  for (const bet of [
    { direction: 'over', target: 5 },
    { direction: 'under', target: 73 },
  ] as DiceBet[]) {
    let wins = 0;
    for (let rolled = 0; rolled < 10_000; rolled += 1) if (isWin(bet, rolled)) wins += 1;
    assert.equal(wins, winningOutcomes(bet));
  }
  assert.equal(isWin({ direction: 'over', target: 50 }, 5000), true);
  assert.equal(isWin({ direction: 'over', target: 50 }, 4999), false);
  assert.equal(isWin({ direction: 'under', target: 50 }, 4999), true);
});

test('a roll pays its multiplier on a win and nothing on a loss', () => {
  const bet: DiceBet = { direction: 'under', target: 20 };
  assert.deepEqual(
    roll(bet, () => 1999),
    { roll: 1999, multiplier: payoutMultiplier(bet) },
  );
  assert.deepEqual(
    roll(bet, () => 2000),
    { roll: 2000, multiplier: new Decimal(0) },
  );
  assert.throws(() => winningOutcomes({ direction: 'over', target: MAX_TARGET + 1 }));
});
