import { REMOTE_EXPOSES, type RemoteName } from '@croupier/shared';
import { REMOTE_PATH_PREFIXES, remoteForPath } from './remotePaths';

describe('remoteForPath', () => {
  it.each([
    ['/games/', 'games'],
    ['/games/slots/', 'games'],
    ['/play/game/', 'games'],
    ['/providers/', 'games'],
    ['/winning-numbers/', 'games'],
    ['/account/wallet/deposit/', 'wallet'],
    ['/account/profile/information/', 'account'],
    ['/account/report/', 'account'],
    ['/account/reward/bonus/', 'account'],
    ['/account/responsible-gaming/', 'account'],
    ['/account/verification/', 'account'],
    ['/account/activity-statement/', 'account'],
    ['/account/referral/', 'referral'],
  ])('%s belongs to %s', (pathname, remote) => {
    expect(remoteForPath(pathname)).toBe(remote);
  });

  it.each(['/', '/register/', '/faq/', '/gamesroom', '/account/', '/account/walletx'])(
    '%s belongs to no remote',
    (pathname) => {
      expect(remoteForPath(pathname)).toBeUndefined();
    },
  );
});

describe('REMOTE_PATH_PREFIXES', () => {
  it('gives paths only to remotes whose release contract includes ./routes', () => {
    for (const remote of Object.keys(REMOTE_PATH_PREFIXES) as RemoteName[]) {
      expect(REMOTE_EXPOSES[remote]).toContain('routes');
    }
  });
});
