import { generateKeyPairSync, sign } from 'node:crypto';
import canonicalize from 'canonicalize';
import { Decimal } from 'decimal.js';
import {
  diceMultiplier,
  diceRoll,
  diceWins,
  limboResult,
  minePositions,
  minesMultiplier,
  plinkoDrop,
  plinkoTable,
} from '@croupier/shared';
import { fairFloats, serverSeedHash } from './random';
import { outcomeMatches, recomputeOutcome, seedMatchesHash, signatureValid } from './verify';

// The vectors of the API's fair.test.ts (computed by an independent implementation of the
// published scheme): the browser's formulas must give the same outcomes from the same inputs.

const EDGE = new Decimal('0.01');
const SERVER_SEED = '0e6a256c0fbfd8cf27a5e50c86c7eb62f41bce37bda9da3f257eb6df5056a1af';
const SEED_HASH = '340bebc27c013363d4ab44eb79412f5dcd4c7f67fcaa348a8849432b7d6f9f2e';
const CLIENT_SEED = 'player-seed';

it('the commitment is the SHA-256 of the seed as published', async () => {
  await expect(serverSeedHash(SERVER_SEED)).resolves.toBe(SEED_HASH);
  await expect(seedMatchesHash(SERVER_SEED, SEED_HASH.toUpperCase())).resolves.toBe(true);
  await expect(seedMatchesHash(SERVER_SEED.replace('0e', '0f'), SEED_HASH)).resolves.toBe(false);
});

it('the first float of the worked example', async () => {
  const [first] = await fairFloats(
    { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 0 },
    1,
  );
  expect(first).toBe(0.12665651901625097);
});

it.each([
  {
    nonce: 0,
    dice: '12.66',
    limbo: '7.81',
    path: [0, 0, 0, 0, 0, 0, 0, 0],
    mines: [3, 7, 12, 0, 9],
  },
  {
    nonce: 1,
    dice: '89.75',
    limbo: '1.1',
    path: [1, 1, 1, 0, 1, 0, 1, 1],
    mines: [22, 17, 15, 7, 12],
  },
  {
    nonce: 2,
    dice: '65.26',
    limbo: '1.51',
    path: [1, 0, 1, 0, 1, 0, 1, 0],
    mines: [16, 9, 20, 3, 23],
  },
])('vectors of nonce $nonce: dice, limbo, plinko and mines', async (vector) => {
  const input = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: vector.nonce };
  const floats = await fairFloats(input, 24);
  const [first = 0] = floats;
  expect(diceRoll(first).toFixed(2)).toBe(vector.dice);
  expect(limboResult(first, EDGE).toString()).toBe(vector.limbo);
  expect(plinkoDrop(floats, 8).path).toEqual(vector.path);
  expect(minePositions(floats, 5)).toEqual(vector.mines);

  await expect(recomputeOutcome('dice', {}, input, '0.01')).resolves.toEqual({
    result: vector.dice,
  });
  await expect(recomputeOutcome('mines', { mines: 5 }, input, '0.01')).resolves.toEqual({
    mines: vector.mines,
  });
});

it('payout formulas as the API computes them', () => {
  expect(diceMultiplier({ target: '50', condition: 'under' }, EDGE)?.toFixed()).toBe('1.98');
  expect(diceMultiplier({ target: '99.99', condition: 'under' }, EDGE)).toBeNull();
  expect(diceWins({ target: '50', condition: 'over' }, new Decimal('50'))).toBe(false);
  expect(minesMultiplier(3, 1, EDGE).toFixed()).toBe('1.125');
  expect(minesMultiplier(24, 1, EDGE).toFixed()).toBe('24.75');
  expect(plinkoTable({ rows: 16, risk: 'high' }, EDGE).map((value) => value.toFixed())).toEqual(
    '68.91 32.81 15.62 7.44 3.54 1.68 0.8 0.38 0.18 0.38 0.8 1.68 3.54 7.44 15.62 32.81 68.91'.split(
      ' ',
    ),
  );
});

it('an outcome matches the record it was recomputed for, and not another', () => {
  expect(outcomeMatches('dice', { result: '12.66' }, { result: '12.66' })).toBe(true);
  expect(outcomeMatches('dice', { result: '12.66' }, { result: '12.67' })).toBe(false);
  expect(outcomeMatches('mines', { mines: [3, 7] }, { mines: [3, 7], revealed: [1] })).toBe(true);
  expect(outcomeMatches('plinko', { path: [0, 1], bucket: 1 }, { path: [1, 0], bucket: 1 })).toBe(
    false,
  );
});

describe('signatureValid', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const record = { roundId: 'r-1', game: 'dice', payout: '1980', outcome: { result: '12.66' } };
  const signature = sign(null, Buffer.from(canonicalize(record) ?? ''), privateKey).toString(
    'base64',
  );

  it('accepts the signature over the RFC 8785 form without `signature`', async () => {
    await expect(signatureValid({ ...record, signature }, pem)).resolves.toBe(true);
  });

  it('refuses a changed record, another key or a malformed signature', async () => {
    const other = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' });
    await expect(signatureValid({ ...record, payout: '1981', signature }, pem)).resolves.toBe(
      false,
    );
    await expect(signatureValid({ ...record, signature }, other.toString())).resolves.toBe(false);
    await expect(signatureValid({ ...record, signature: 'not base64!' }, pem)).resolves.toBe(false);
    await expect(signatureValid(record, pem)).resolves.toBe(false);
  });
});
