import type { Game, LotteryDrawPage, LotteryMarket } from '@croupier/contracts';
import { configureApi } from '../api/client';
import { ERROR_MESSAGES, errorMessage } from '../api/errors';
import { useAuthStore } from '../auth/authStore';
import { failure, installFakeApi, ok } from '../testing/fakeApi';
import { resetStores } from '../testing/resetStores';
import {
  getGameCatalogue,
  getGameCategories,
  getLotteryDraws,
  getLotteryMarkets,
  getPopularGames,
  getRecommendedGames,
  getStaticGameProviders,
  launchGame,
} from './calls';

const loginToken = 'alice:fedcba9876543210';

const game: Game = {
  id: 1,
  gpid: 'PG',
  category: 'slots',
  name: 'Lucky Dragon',
  code: 'lucky-dragon',
  thumbnail: '/assets/games/lucky-dragon.svg',
  isPopular: true,
  isRecommended: false,
  sort: 1,
  engine: 'slot',
};

const market: LotteryMarket = {
  code: 'SGP',
  name: 'Singapore',
  digits: 4,
  drawIntervalMinutes: 60,
  latestDraw: {
    drawId: 'd-1',
    marketCode: 'SGP',
    drawNumber: 7,
    winningNumbers: '4821',
    drawnAt: '2026-01-02T03:00:00.000Z',
  },
  nextDrawAt: '2026-01-02T04:00:00.000Z',
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

describe('static game files', () => {
  it.each([
    ['getGameCatalogue', '/data/listofgame.json', getGameCatalogue, { body: [game], total: 1 }],
    ['getPopularGames', '/data/listOfPopularGame.json', getPopularGames, [game]],
    ['getRecommendedGames', '/data/listOfRecommendedGame.json', getRecommendedGames, [game]],
    [
      'getGameCategories',
      '/data/listOfGameCategory.json',
      getGameCategories,
      [{ code: 'slots', name: 'Slots', sort: 1 }],
    ],
    [
      'getStaticGameProviders',
      '/data/listOfGameProvider.json',
      getStaticGameProviders,
      [{ gpid: 'PG', gpname: 'PG Soft', gplogo: '/pg.svg' }],
    ],
  ])('%s GETs %s from the static origin', async (_name, path, call, file) => {
    const requests = installFakeApi({ [path]: { status: 200, body: file } });

    await expect(call()).resolves.toEqual(file);
    expect(requests).toEqual([
      expect.objectContaining({ method: 'GET', baseURL: 'http://cdn.test', url: path }),
    ]);
  });

  it('waits for the start sequence to settle the session token before asking', async () => {
    useAuthStore.setState({ sessionToken: null, loginToken: null, isSessionValid: false });
    const requests = installFakeApi({
      '/data/listOfPopularGame.json': { status: 200, body: [game] },
    });

    const popular = getPopularGames();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);

    useAuthStore.setState({ sessionToken: 'sessiontokenfresh', isSessionValid: true });
    await expect(popular).resolves.toEqual([game]);
    expect(requests).toHaveLength(1);
  });

  it('fetches a file once however many widgets ask for it at once or later', async () => {
    const requests = installFakeApi({
      '/data/listOfGameProvider.json': { status: 200, body: [] },
    });

    await Promise.all([getStaticGameProviders(), getStaticGameProviders()]);
    await getStaticGameProviders();
    expect(requests).toHaveLength(1);
  });

  it('fetches a file again after a failed load', async () => {
    let replies = 0;
    const requests = installFakeApi({
      '/data/listOfPopularGame.json': () =>
        (replies += 1) === 1 ? 'network-error' : { status: 200, body: [game] },
    });

    await expect(getPopularGames()).rejects.toBeDefined();
    await expect(getPopularGames()).resolves.toEqual([game]);
    expect(requests).toHaveLength(2);
  });

  it('rejects with a failure players read as an unreachable server', async () => {
    installFakeApi({ '/data/listofgame.json': 'network-error' });

    const failed = await getGameCatalogue().catch((error: unknown) => error);
    expect(errorMessage(failed)).toBe(ERROR_MESSAGES.network);
  });
});

describe('launchGame', () => {
  it('posts game { gpid, gameCode } with the login token and answers the launch', async () => {
    const launch = { launchUrl: 'http://api.test/demo/play?t=1', expiresAt: '2026-01-02T04:00Z' };
    const requests = installFakeApi({ '/v1/game': ok(launch) });

    await expect(launchGame('PG', 'lucky-dragon')).resolves.toEqual(launch);
    expect(requests).toEqual([
      {
        method: 'POST',
        baseURL: 'http://api.test',
        url: '/v1/game',
        authorization: loginToken,
        body: { gpid: 'PG', gameCode: 'lucky-dragon' },
      },
    ]);
  });

  it('rejects with the server message', async () => {
    installFakeApi({ '/v1/game': failure(404, 40, 'Game not found') });

    const failed = await launchGame('PG', 'nope').catch((error: unknown) => error);
    expect(errorMessage(failed)).toBe('Game not found');
  });
});

describe('lottery calls', () => {
  it('getLotteryMarkets posts lottery/markets {}', async () => {
    const requests = installFakeApi({ '/v1/lottery/markets': ok([market]) });

    await expect(getLotteryMarkets()).resolves.toEqual([market]);
    expect(requests.map(({ url, body }) => [url, body])).toEqual([['/v1/lottery/markets', {}]]);
  });

  it('getLotteryDraws posts the market, page and page size', async () => {
    const page: LotteryDrawPage = { items: [], total: 0, page: 2, pageSize: 10 };
    const requests = installFakeApi({ '/v1/lottery/draws': ok(page) });

    await expect(getLotteryDraws('SGP', 2, 10)).resolves.toEqual(page);
    expect(requests.map(({ body }) => body)).toEqual([
      { marketCode: 'SGP', page: 2, pageSize: 10 },
    ]);
  });
});
