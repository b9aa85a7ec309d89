// The provably fair engine against outside references and statistics.
//
// References of the scheme:
// - Stake's published implementation (byteGenerator, generateFloats, the game events):
//   https://stake.com/provably-fair/implementation and https://stake.us/provably-fair/implementation
// - Shuffle's copy of the same open algorithm: https://help.shuffle.com/en/articles/9286058-provably-fair-implementation
// The vectors below were computed with an independent Python implementation of that published
// algorithm (hmac.new(serverSeed.encode(), f"{clientSeed}:{nonce}:{round}", sha256), floats as
// exact fractions), not by this code; `stakeFloats` is Stake's published byteGenerator and
// generateFloats ported line by line, checked against our engine over many inputs.

import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';

import { Decimal } from 'decimal.js';

import { fairFloats, serverSeedHash } from './fair-random.js';
import {
  DICE_OUTCOMES,
  diceMultiplier,
  diceRoll,
  diceRtp,
  diceWins,
  limboResult,
  limboRtp,
  minePositions,
  minesMultiplier,
  minesRtp,
  plinkoDrop,
  plinkoRtp,
  plinkoTable,
  PLINKO_RISKS,
} from './games.js';

const EDGE = new Decimal('0.01');
const SERVER_SEED = '0e6a256c0fbfd8cf27a5e50c86c7eb62f41bce37bda9da3f257eb6df5056a1af';
const CLIENT_SEED = 'player-seed';

// Stake's published byteGenerator and generateFloats, as printed on its implementation page.
function* byteGenerator(serverSeed: string, clientSeed: string, nonce: number, cursor: number) {
  let currentRound = Math.floor(cursor / 32);
  let currentRoundCursor = cursor - currentRound * 32;
  for (;;) {
    const buffer = createHmac('sha256', serverSeed)
      .update(`${clientSeed}:${nonce}:${currentRound}`)
      .digest();
    while (currentRoundCursor < 32) {
      yield Number(buffer[currentRoundCursor]);
      currentRoundCursor += 1;
    }
    currentRoundCursor = 0;
    currentRound += 1;
  }
}
function stakeFloats(serverSeed: string, clientSeed: string, nonce: number, count: number) {
  const rng = byteGenerator(serverSeed, clientSeed, nonce, 0);
  const bytes: number[] = [];
  while (bytes.length < count * 4) bytes.push(rng.next().value as number);
  return Array.from({ length: count }, (_, index) =>
    bytes
      .slice(index * 4, index * 4 + 4)
      .reduce((result, value, i) => result + value / 256 ** (i + 1), 0),
  );
}

test('the commitment is the SHA-256 of the seed as published', () => {
  assert.equal(
    serverSeedHash(SERVER_SEED),
    '340bebc27c013363d4ab44eb79412f5dcd4c7f67fcaa348a8849432b7d6f9f2e',
  );
});

test('vectors: dice, limbo, plinko and mines of three nonces', () => {
  const expected = [
    { dice: '12.66', limbo: '7.81', path: [0, 0, 0, 0, 0, 0, 0, 0], mines: [3, 7, 12, 0, 9] },
    { dice: '89.75', limbo: '1.1', path: [1, 1, 1, 0, 1, 0, 1, 1], mines: [22, 17, 15, 7, 12] },
    { dice: '65.26', limbo: '1.51', path: [1, 0, 1, 0, 1, 0, 1, 0], mines: [16, 9, 20, 3, 23] },
  ];
  expected.forEach((vector, nonce) => {
    const floats = fairFloats({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }, 24);
    const [first = 0] = floats;
    assert.equal(diceRoll(first).toFixed(2), vector.dice, `dice ${nonce}`);
    assert.equal(limboResult(first, EDGE).toString(), vector.limbo, `limbo ${nonce}`);
    assert.deepEqual(plinkoDrop(floats, 8).path, vector.path, `plinko ${nonce}`);
    assert.deepEqual(minePositions(floats, 5), vector.mines, `mines ${nonce}`);
  });
});

test("the engine's floats are those of Stake's published generator, across rounds", () => {
  for (let nonce = 0; nonce < 200; nonce += 1) {
    const clientSeed = `client-${nonce % 7}`;
    assert.deepEqual(
      fairFloats({ serverSeed: SERVER_SEED, clientSeed, nonce }, 24),
      stakeFloats(SERVER_SEED, clientSeed, nonce, 24),
    );
  }
});

test('dice rolls are uniform: chi-square of 10⁶ rolls over 100 bins at the 99 % level', () => {
  const bins = new Array<number>(100).fill(0);
  const rolls = 1_000_000;
  for (let nonce = 0; nonce < rolls; nonce += 1) {
    const [float = 0] = fairFloats({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }, 1);
    // Bin k holds rolls k.00 … k.99; 100.00 joins the last bin.
    const roll = Math.floor(float * DICE_OUTCOMES);
    bins[Math.min(Math.floor(roll / 100), 99)]! += 1;
  }
  const chiSquare = bins.reduce((sum, observed, bin) => {
    const expected = (rolls * (bin === 99 ? 101 : 100)) / DICE_OUTCOMES;
    return sum + (observed - expected) ** 2 / expected;
  }, 0);
  // χ²(99 degrees of freedom) at 0.99 is 134.642.
  assert.ok(chiSquare < 134.642, `chi-square ${chiSquare}`);
  assert.ok(chiSquare > 0);
});

test('theoretical RTPs sit at or just under 1 − edge', () => {
  const ceiling = new Decimal(1).minus(EDGE);
  const near = (rtp: Decimal, what: string, within = '0.003') => {
    assert.ok(rtp.lte(ceiling), `${what} RTP ${rtp} above ${ceiling}`);
    assert.ok(rtp.gte(ceiling.minus(within)), `${what} RTP ${rtp} too low`);
  };
  for (const target of ['2.00', '49.50', '50.00', '97.99']) {
    near(diceRtp({ target, condition: 'under' }, EDGE), `dice under ${target}`);
    near(diceRtp({ target, condition: 'over' }, EDGE), `dice over ${target}`);
  }
  for (const target of ['1.01', '2', '10', '1000']) {
    near(limboRtp(new Decimal(target), EDGE), `limbo ${target}`);
  }
  for (let rows = 8; rows <= 16; rows += 1) {
    for (const risk of PLINKO_RISKS)
      near(plinkoRtp({ rows, risk }, EDGE), `plinko ${rows} ${risk}`, '0.02');
  }
  for (const mines of [1, 3, 24]) near(minesRtp(mines, 1, EDGE), `mines ${mines}`);
});

test('payout formulas: dice (100 − edge%) / chance%, mines by safe tiles, plinko tables symmetric', () => {
  assert.equal(diceMultiplier({ target: '50', condition: 'under' }, EDGE)?.toFixed(), '1.98');
  assert.equal(diceMultiplier({ target: '99.99', condition: 'under' }, EDGE), null);
  assert.equal(diceWins({ target: '50', condition: 'over' }, new Decimal('50')), false);
  assert.equal(minesMultiplier(3, 1, EDGE).toFixed(), '1.125');
  assert.equal(minesMultiplier(24, 1, EDGE).toFixed(), '24.75');
  const table = plinkoTable({ rows: 8, risk: 'high' }, EDGE).map((value) => value.toFixed());
  assert.deepEqual(table, [...table].reverse());
});

test('simulated RTP of each game over 200,000 rounds is within tolerance of the theoretical', () => {
  const rounds = 200_000;
  let diceWinsCount = 0;
  let limboWinsCount = 0;
  let minesWinsCount = 0;
  let plinkoPaid = new Decimal(0);
  const dice = { target: '50.00', condition: 'over' as const };
  const paid = diceMultiplier(dice, EDGE) ?? new Decimal(0);
  const limboTarget = new Decimal(2);
  const plinko = { rows: 16, risk: 'medium' as const };
  const plinkoPays = plinkoTable(plinko, EDGE);
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const floats = fairFloats({ serverSeed: SERVER_SEED, clientSeed: 'rtp', nonce }, 16);
    const [float = 0] = floats;
    if (diceWins(dice, diceRoll(float))) diceWinsCount += 1;
    if (limboResult(float, EDGE).gte(limboTarget)) limboWinsCount += 1;
    // Mines with 3 mines, cashing out after tile 12: safe when no mine landed there.
    if (!minePositions(floats, 3).includes(12)) minesWinsCount += 1;
    plinkoPaid = plinkoPaid.plus(plinkoPays[plinkoDrop(floats, plinko.rows).bucket]!);
  }
  // One standard error of a 50 % double-or-nothing over 200,000 rounds is 0.0022: 0.01 is 4.5;
  // plinko 16 medium pays up to 16.7×, its standard error here is about 0.004: 0.02 is 5.
  const within = (simulated: Decimal, theoretical: Decimal, what: string, tolerance = '0.01') =>
    assert.ok(
      simulated.div(rounds).minus(theoretical).abs().lt(tolerance),
      `${what}: ${simulated.div(rounds)} vs ${theoretical}`,
    );
  within(paid.times(diceWinsCount), diceRtp(dice, EDGE), 'dice');
  within(limboTarget.times(limboWinsCount), limboRtp(limboTarget, EDGE), 'limbo');
  within(minesMultiplier(3, 1, EDGE).times(minesWinsCount), minesRtp(3, 1, EDGE), 'mines');
  within(plinkoPaid, plinkoRtp(plinko, EDGE), 'plinko', '0.02');
});
