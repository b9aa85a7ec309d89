import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAuthStore } from '@croupier/shared';
import {
  failure,
  installFakeApi,
  ok,
  type RecordedRequest,
} from '../../../../shared/src/testing/fakeApi';
import { resetStores } from '../../../../shared/src/testing/resetStores';
import { staticGameFiles } from '../../testing/fixtures';
import { renderGamesRoute } from '../../testing/renderGamesRoute';
import { loadPage } from './loadPage';
import { RECENT_GAMES_STORAGE_KEY } from './recentGames';

const GAME_URL = '/play/game/?gpid=PP&code=dragon-tiger';
const launchUrl = 'http://localhost:4000/demo/play?token=abc&game=dragon-tiger';

const launchRequests = (requests: RecordedRequest[]) =>
  requests.filter(({ url }) => url === '/v1/game');

// The one wrapper around window.location.assign, which jsdom does not let tests replace.
jest.mock('./loadPage', () => ({ loadPage: jest.fn() }));
const assign = jest.mocked(loadPage);

beforeEach(() => {
  resetStores();
  // The start sequence has settled the session token: game data waits for that.
  useAuthStore.setState({ isSessionValid: true });
  assign.mockClear();
});

function logIn() {
  useAuthStore.setState({
    sessionToken: 'sessiontoken0123456789abcdef',
    loginToken: 'alice:fedcba9876543210',
  });
}

describe('play game page', () => {
  it('shows the game: thumbnail, name, provider and category', async () => {
    installFakeApi(staticGameFiles);
    renderGamesRoute(GAME_URL);

    expect(await screen.findByRole('heading', { name: 'Dragon Tiger' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dragon Tiger' })).toHaveAttribute(
      'src',
      '/assets/games/2.svg',
    );
    expect(screen.getByText('Pragmatic Play')).toBeInTheDocument();
    expect(screen.getByText('Casino')).toBeInTheDocument();
  });

  it('asks a logged-out visitor to log in and launches nothing', async () => {
    const requests = installFakeApi(staticGameFiles);
    renderGamesRoute(GAME_URL);

    fireEvent.click(await screen.findByRole('button', { name: 'Play now' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Log in to play.');
    expect(launchRequests(requests)).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('launches for a logged-in player and opens the launch page with the game URL in the site’s language', async () => {
    logIn();
    const requests = installFakeApi({
      ...staticGameFiles,
      '/v1/game': ok({ launchUrl, expiresAt: '2026-01-02T04:00:00.000Z' }),
    });
    renderGamesRoute(GAME_URL);

    fireEvent.click(await screen.findByRole('button', { name: 'Play now' }));

    await screen.findByRole('button', { name: 'Starting the game…' });
    expect(launchRequests(requests)).toEqual([
      expect.objectContaining({
        authorization: 'alice:fedcba9876543210',
        body: { gpid: 'PP', gameCode: 'dragon-tiger' },
      }),
    ]);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(
      `/play/launch-game/?url=${encodeURIComponent(`${launchUrl}&lang=en-US`)}`,
    );
    expect(JSON.parse(localStorage.getItem(RECENT_GAMES_STORAGE_KEY)!)).toEqual([
      { gpid: 'PP', code: 'dragon-tiger' },
    ]);
  });

  const spinsGrant = (games: string[], status = 'active') => ({
    grantId: '11111111-1111-4111-8111-111111111111',
    offerId: '22222222-2222-4222-8222-222222222222',
    kind: 'no_deposit',
    name: '10 free spins',
    status,
    currency: 'IDR',
    granted: '0.00',
    bonusBalance: '0.00',
    wageringRequired: '0.00',
    wageringProgress: '0.00',
    maxBet: null,
    expiresAt: '2026-12-29T10:00:00.000Z',
    spendingOrder: 'real_first',
    createdAt: '2026-11-29T10:00:00.000Z',
    endedAt: null,
    endReason: null,
    freeSpins: {
      total: 10,
      used: 3,
      remaining: 7,
      stake: '2000.00',
      games,
      winnings: 'bonus',
      won: '1500.00',
    },
  });

  it('offers a player the free spins they hold on the game: a clear choice, and the spins launched with freeSpins=1', async () => {
    logIn();
    installFakeApi({
      ...staticGameFiles,
      '/v1/bonus/grants': ok([spinsGrant(['PP:dragon-tiger'])]),
      '/v1/game': ok({ launchUrl, expiresAt: '2026-01-02T04:00:00.000Z' }),
    });
    renderGamesRoute(GAME_URL);

    const offer = await screen.findByRole('region', {
      name: 'You have 7 free spins on this game',
    });
    expect(offer).toHaveTextContent(
      'Each spin stakes 2,000.00 IDR and takes nothing from your balance.',
    );
    expect(offer).toHaveTextContent('Winnings become bonus money');
    expect(screen.queryByRole('button', { name: 'Play now' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play my free spins' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(
      `/play/launch-game/?url=${encodeURIComponent(`${launchUrl}&lang=en-US&freeSpins=1`)}`,
    );
  });

  it('plays the balance when the player declines the free spins, and offers none for another game', async () => {
    logIn();
    installFakeApi({
      ...staticGameFiles,
      '/v1/bonus/grants': ok([spinsGrant(['PP:dragon-tiger'])]),
      '/v1/game': ok({ launchUrl, expiresAt: '2026-01-02T04:00:00.000Z' }),
    });
    renderGamesRoute(GAME_URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Play with my balance' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(
      `/play/launch-game/?url=${encodeURIComponent(`${launchUrl}&lang=en-US`)}`,
    );
  });

  it('offers no free spins held for other games', async () => {
    logIn();
    const requests = installFakeApi({
      ...staticGameFiles,
      '/v1/bonus/grants': ok([spinsGrant(['PP:gold-rush'])]),
    });
    renderGamesRoute(GAME_URL);
    await waitFor(() => expect(requests.map(({ url }) => url)).toContain('/v1/bonus/grants'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await screen.findByRole('button', { name: 'Play now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play my free spins' })).not.toBeInTheDocument();
  });

  it('shows a launch failure and lets the player try again', async () => {
    logIn();
    installFakeApi({ ...staticGameFiles, '/v1/game': failure(503, 50, 'Provider is down') });
    renderGamesRoute(GAME_URL);

    fireEvent.click(await screen.findByRole('button', { name: 'Play now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Provider is down');
    expect(screen.getByRole('button', { name: 'Play now' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says so when the game is not in the catalogue', async () => {
    installFakeApi(staticGameFiles);
    renderGamesRoute('/play/game/?gpid=PP&code=missing');

    expect(await screen.findByText('This game is not in the catalogue.')).toBeInTheDocument();
  });
});

describe('play index', () => {
  it('shows popular and recommended games and a hint until a game was played', async () => {
    installFakeApi(staticGameFiles);
    renderGamesRoute('/play/');

    expect(
      await screen.findByText('Games you play will appear here so you can jump back in.'),
    ).toBeInTheDocument();
    const popular = await screen.findByRole('region', { name: 'Popular games' });
    expect(popular).toHaveTextContent('Lucky Dragon');
    const recommended = screen.getByRole('region', { name: 'Recommended for you' });
    expect(await screen.findByRole('link', { name: /Dragon Tiger/ })).toBeInTheDocument();
    expect(recommended).toHaveTextContent('Dragon Tiger');
  });

  it('offers the recently played games to continue', async () => {
    localStorage.setItem(
      RECENT_GAMES_STORAGE_KEY,
      JSON.stringify([{ gpid: 'PP', code: 'gold-rush' }]),
    );
    installFakeApi(staticGameFiles);
    renderGamesRoute('/play/');

    const continuing = await screen.findByRole('region', { name: 'Continue playing' });
    expect(await screen.findByRole('link', { name: /Gold Rush/ })).toHaveAttribute(
      'href',
      '/play/game/?gpid=PP&code=gold-rush',
    );
    expect(continuing).toHaveTextContent('Gold Rush');
  });
});
