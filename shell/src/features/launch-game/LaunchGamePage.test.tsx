import { playableGameUrl } from './LaunchGamePage';

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
