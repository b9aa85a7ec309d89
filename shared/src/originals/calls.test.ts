import type { MinesRoundState, OriginalsRound, OriginalsSeeds } from '@croupier/contracts';
import { configureApi } from '../api/client';
import { errorMessage } from '../api/errors';
import { useAuthStore } from '../auth/authStore';
import { failure, installFakeApi, ok } from '../testing/fakeApi';
import { workedDiceRound } from '../testing/fixtures';
import { resetStores } from '../testing/resetStores';
import {
  cashOutMinesRound,
  getOriginalsGameRules,
  getOriginalsPublicKey,
  getOriginalsRound,
  getOriginalsRounds,
  getOriginalsSeeds,
  placeOriginalsBet,
  revealMinesTile,
  rotateOriginalsSeeds,
  startMinesRound,
} from './calls';

const loginToken = 'alice:fedcba9876543210';
const { roundId } = workedDiceRound;

const seeds: OriginalsSeeds = {
  serverSeedHash: '340bebc27c013363d4ab44eb79412f5dcd4c7f67fcaa348a8849432b7d6f9f2e',
  clientSeed: 'player-seed',
  nonce: 3,
  previous: null,
};

const round: OriginalsRound = { ...workedDiceRound, signature: 'c2lnbmF0dXJl' };

const minesState: MinesRoundState = {
  roundId,
  status: 'open',
  currency: 'IDR',
  amount: '1000',
  mines: 3,
  revealed: [],
  multiplier: '1',
  balance: '99000',
  round: null,
};

beforeEach(() => {
  resetStores();
  configureApi({ baseUrl: 'http://api.test', staticBaseUrl: 'http://cdn.test' });
  useAuthStore.setState({
    sessionToken: 'sessiontoken0123456789abcdef',
    loginToken,
    isSessionValid: true,
  });
});

it.each([
  ['getOriginalsSeeds', () => getOriginalsSeeds(), '/v1/originals/seeds', {}, seeds],
  ['rotate without a seed', () => rotateOriginalsSeeds(), '/v1/originals/seeds/rotate', {}, seeds],
  [
    'rotate with a seed',
    () => rotateOriginalsSeeds('my-own-seed'),
    '/v1/originals/seeds/rotate',
    { clientSeed: 'my-own-seed' },
    seeds,
  ],
  [
    'placeOriginalsBet',
    () =>
      placeOriginalsBet({
        game: 'dice',
        currency: 'IDR',
        amount: '1000',
        params: { target: '50.00', condition: 'under' },
      }),
    '/v1/originals/bet',
    {
      game: 'dice',
      currency: 'IDR',
      amount: '1000',
      params: { target: '50.00', condition: 'under' },
    },
    round,
  ],
  [
    'startMinesRound',
    () => startMinesRound('IDR', '1000', 3),
    '/v1/originals/mines/start',
    { currency: 'IDR', amount: '1000', mines: 3 },
    minesState,
  ],
  [
    'revealMinesTile',
    () => revealMinesTile(roundId, 12),
    '/v1/originals/mines/reveal',
    { roundId, tile: 12 },
    minesState,
  ],
  [
    'cashOutMinesRound',
    () => cashOutMinesRound(roundId),
    '/v1/originals/mines/cashout',
    { roundId },
    minesState,
  ],
  [
    'getOriginalsGameRules',
    () => getOriginalsGameRules('mines', 'IDR'),
    '/v1/originals/game',
    { game: 'mines', currency: 'IDR' },
    {
      game: 'mines',
      currency: 'IDR',
      enabled: true,
      edge: '0.02',
      minStake: '100',
      maxStake: null,
      maxPayout: null,
      openRound: minesState,
    },
  ],
  [
    'getOriginalsRounds',
    () => getOriginalsRounds(2, 10),
    '/v1/originals/rounds',
    { page: 2, pageSize: 10 },
    { items: [round], total: 11, page: 2, pageSize: 10 },
  ],
  [
    'getOriginalsRound',
    () => getOriginalsRound(roundId),
    '/v1/originals/round',
    { roundId },
    round,
  ],
])(
  '%s posts its body with the login token and answers the data',
  async (_name, call, url, body, data) => {
    const requests = installFakeApi({ [url]: ok(data) });

    await expect(call()).resolves.toEqual(data);
    expect(requests).toEqual([
      { method: 'POST', baseURL: 'http://api.test', url, authorization: loginToken, body },
    ]);
  },
);

it('rejects with the server message', async () => {
  installFakeApi({ '/v1/originals/round': failure(404, 40, 'No round') });

  const failed = await getOriginalsRound(roundId).catch((error: unknown) => error);
  expect(errorMessage(failed)).toBe('No round');
});

it('getOriginalsPublicKey GETs the PEM from the API origin', async () => {
  const pem = '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----\n';
  const requests = installFakeApi({
    '/.well-known/croupier-originals-key': { status: 200, body: pem },
  });

  await expect(getOriginalsPublicKey()).resolves.toBe(pem);
  expect(requests).toEqual([
    expect.objectContaining({ method: 'GET', url: '/.well-known/croupier-originals-key' }),
  ]);
});
