import { act, render, screen } from '@testing-library/react';
import { LaunchGamePage, playableGameUrl } from './LaunchGamePage';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('playableGameUrl', () => {
  it('accepts http(s) game URLs', () => {
    expect(playableGameUrl('?url=https%3A%2F%2Fgames.example%2Fslot%3Ft%3D1')).toBe(
      'https://games.example/slot?t=1',
    );
  });

  it('refuses missing and script URLs', () => {
    expect(playableGameUrl('')).toBeNull();
    expect(playableGameUrl('?url=javascript%3Aalert(1)')).toBeNull();
  });
});

describe('LaunchGamePage', () => {
  const gameOrigins = Promise.resolve(['https://games.example', window.location.origin]);

  async function openLaunchPage(gameUrl: string) {
    window.history.replaceState(null, '', `/play/launch-game/?url=${encodeURIComponent(gameUrl)}`);
    await act(async () => {
      render(<LaunchGamePage gameOrigins={gameOrigins} />);
    });
  }

  it('frames a game of a known origin without letting it navigate the site away', async () => {
    await openLaunchPage('https://games.example/slot?t=1');
    const frame = screen.getByTitle('launchGame.title');
    expect(frame).toHaveAttribute('src', 'https://games.example/slot?t=1');
    const sandbox = frame.getAttribute('sandbox')?.split(' ') ?? [];
    expect(sandbox).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin']));
    expect(sandbox.some((token) => token.startsWith('allow-top-navigation'))).toBe(false);
  });

  it('frames a relative launch URL on the site’s own origin', async () => {
    await openLaunchPage('/demo-provider/play?token=t');
    expect(screen.getByTitle('launchGame.title')).toHaveAttribute(
      'src',
      `${window.location.origin}/demo-provider/play?token=t`,
    );
  });

  it('refuses any other origin and frames nothing', async () => {
    await openLaunchPage('https://example.org/');
    expect(screen.getByRole('alert')).toHaveTextContent('launchGame.foreignOrigin');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each([
    ['a framed game', 'https://games.example/slot?t=1'],
    ['a refused link', 'https://example.org/'],
  ])('leads back to the games from %s', async (_case, gameUrl) => {
    await openLaunchPage(gameUrl);
    expect(screen.getByRole('link', { name: 'launchGame.back' })).toHaveAttribute(
      'href',
      '/games/',
    );
  });
});
