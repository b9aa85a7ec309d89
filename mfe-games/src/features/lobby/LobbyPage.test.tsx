import { act, fireEvent, screen, within } from '@testing-library/react';
import { useAuthStore, useBrandStore, useUserStore, type BrandConfig } from '@croupier/shared';
import { installFakeApi } from '../../../../shared/src/testing/fakeApi';
import { resetStores } from '../../../../shared/src/testing/resetStores';
import { staticGameFiles } from '../../testing/fixtures';
import { renderGamesRoute } from '../../testing/renderGamesRoute';
import { SEARCH_DEBOUNCE_MS } from './SearchBox';

const tileNames = () =>
  screen
    .queryAllByTestId('game-tile')
    .map((tile) => within(tile).getByRole('img').getAttribute('alt'));

beforeEach(() => {
  resetStores();
  // The start sequence has settled the session token: game data waits for that.
  useAuthStore.setState({ isSessionValid: true });
  installFakeApi(staticGameFiles);
});

afterEach(() => jest.useRealTimers());

describe('games lobby', () => {
  it('lists every game with its thumbnail, name and provider, and greets the visitor', async () => {
    renderGamesRoute('/games/');

    expect(await screen.findByText('Games found: 5')).toBeInTheDocument();
    expect(screen.getByTestId('lobby-title')).toHaveTextContent('Games lobby');
    expect(screen.getByTestId('lobby-greeting')).toHaveTextContent(
      'Log in to play for real money.',
    );
    const firstTile = screen.getAllByTestId('game-tile')[0]!;
    expect(within(firstTile).getByRole('img', { name: 'Lucky Dragon' })).toHaveAttribute(
      'src',
      '/assets/games/1.svg',
    );
    expect(firstTile).toHaveTextContent('PG Soft');
    expect(firstTile).toHaveAttribute('href', '/play/game/?gpid=PG&code=lucky-dragon');
  });

  it('greets a logged-in player by name', async () => {
    useAuthStore.setState({ sessionToken: 'sessiontoken0123', loginToken: 'alice:0123' });
    useUserStore.setState({ user: { username: 'alice' } as never });
    renderGamesRoute('/games/');

    expect(await screen.findByTestId('lobby-greeting')).toHaveTextContent('Good luck, alice!');
  });

  it.each([
    ['slots', 'Slots', ['Lucky Dragon', 'Gold Rush']],
    ['fishing', 'Fishing', ['Deep Sea Catch']],
  ])('/games/%s/ shows only that category', async (category, title, names) => {
    renderGamesRoute(`/games/${category}/`);

    await screen.findByTestId('game-grid');
    expect(screen.getByTestId('lobby-title')).toHaveTextContent(title);
    expect(tileNames()).toEqual(names);
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty state for a category without games', async () => {
    renderGamesRoute('/games/cockfight/');

    expect(await screen.findByText('No games match')).toBeInTheDocument();
    expect(screen.getByText('Games found: 0')).toBeInTheDocument();
  });

  it('answers an unknown category with a not-found message', () => {
    renderGamesRoute('/games/bingo/');

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no game category called “bingo”.')).toBeInTheDocument();
  });

  it('filters by name, case-insensitively, once typing pauses, and keeps the search in ?q=', async () => {
    renderGamesRoute('/games/');
    await screen.findByTestId('game-grid');
    jest.useFakeTimers();

    fireEvent.change(screen.getByLabelText('Search games'), { target: { value: 'DRAGON' } });
    expect(tileNames()).toHaveLength(5);
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));

    expect(tileNames()).toEqual(['Lucky Dragon', 'Dragon Tiger']);
    expect(screen.getByTestId('current-url')).toHaveTextContent('/games/?q=DRAGON');
  });

  it('reads the search and the provider from the URL and combines them with the category', async () => {
    renderGamesRoute('/games/slots/?provider=PP&q=gold');

    await screen.findByTestId('game-grid');
    expect(tileNames()).toEqual(['Gold Rush']);
    expect(screen.getByLabelText('Search games')).toHaveValue('gold');
    expect(screen.getByLabelText('Provider')).toHaveValue('PP');
  });

  it('filters by provider through ?provider= and back to all providers', async () => {
    renderGamesRoute('/games/');
    await screen.findByTestId('game-grid');

    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'PG' } });
    expect(tileNames()).toEqual(['Lucky Dragon', 'Deep Sea Catch']);
    expect(screen.getByTestId('current-url')).toHaveTextContent('/games/?provider=PG');

    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: '' } });
    expect(tileNames()).toHaveLength(5);
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/games\/$/);
  });

  it('shows a load failure and loads again on retry', async () => {
    let calls = 0;
    installFakeApi({
      ...staticGameFiles,
      '/data/listofgame.json': () =>
        ++calls === 1 ? 'network-error' : { status: 200, body: { body: [], total: 0 } },
    });
    renderGamesRoute('/games/');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach the server. Check your connection and try again.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No games match')).toBeInTheDocument();
  });

  describe('banner', () => {
    const slotsArt = { img: '/assets/slots-desktop.svg', redirect: '/games/slots/', order: 1 };
    beforeEach(() =>
      useBrandStore.setState({
        config: {
          defaultLanguage: 'en-US',
          banners: { category: { desktop: [slotsArt], mobile: [] } },
        } as never as BrandConfig,
      }),
    );

    it('of the whole lobby is the brand’s category banner', async () => {
      renderGamesRoute('/games/');
      expect(await screen.findByRole('img', { name: 'Featured games' })).toHaveAttribute(
        'src',
        slotsArt.img,
      );
      expect(screen.queryByTestId('category-banner')).not.toBeInTheDocument();
    });

    it.each([
      ['cockfight', 'Cockfight arena: back your champion'],
      ['slots', 'Spin the reels'],
      ['lottery', 'Pick your lucky numbers'],
    ])('of /games/%s/ is that category’s own, at a fixed size', async (category, headline) => {
      renderGamesRoute(`/games/${category}/`);
      const banner = await screen.findByTestId('category-banner');
      expect(banner).toHaveTextContent(headline);
      expect(banner.querySelector('svg')).toHaveAttribute('width', '1200');
      expect(banner.querySelector('svg')).toHaveAttribute('height', '400');
      expect(screen.queryByRole('img', { name: 'Featured games' })).not.toBeInTheDocument();
    });
  });
});
