import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRegistryEntry } from '@croupier/shared';
import {
  loadedRemoteModule,
  loadRemoteModule,
  registerBrandRemotes,
  resetRemote,
} from './remoteLoader';
import { ROUTE_REMOTE_WAIT_MS, routeRemoteReady } from './routeRemote';

// The federation runtime fetches remotes over the network: here it answers as the test says.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const runtimeLoad = jest.mocked(loadRemote);

const remote = (name: string, port: number) =>
  ({
    name,
    entry: `http://localhost:${port}/mf-manifest.json`,
    enabled: true,
  }) as RemoteRegistryEntry;

// Loads are kept for the page's life: each test loads modules no other test has.
beforeAll(() =>
  registerBrandRemotes([remote('games', 3001), remote('wallet', 3002), remote('account', 3003)]),
);
beforeEach(() => {
  runtimeLoad.mockReset();
  resetRemote('games');
});

describe('loadRemoteModule', () => {
  it('loads a module once for every view asking at once, then has it at hand', async () => {
    const routes = { routes: [] };
    runtimeLoad.mockResolvedValue(routes);
    const [first, second] = await Promise.all([
      loadRemoteModule('games', 'routes'),
      loadRemoteModule('games', 'routes'),
    ]);
    expect(first).toBe(routes);
    expect(second).toBe(routes);
    expect(runtimeLoad).toHaveBeenCalledTimes(1);
    expect(loadedRemoteModule('games', 'routes')).toBe(routes);
  });

  it('keeps no failed load: the next view asks the runtime again', async () => {
    jest.useFakeTimers();
    try {
      runtimeLoad.mockRejectedValue(new Error('net::ERR_CONNECTION_REFUSED'));
      const failing = expect(loadRemoteModule('games', 'widgets')).rejects.toThrow(
        /ERR_CONNECTION_REFUSED/,
      );
      await jest.runAllTimersAsync();
      await failing;
      expect(loadedRemoteModule('games', 'widgets')).toBeUndefined();

      const widgets = { widgets: {} };
      runtimeLoad.mockReset().mockResolvedValue(widgets);
      await expect(loadRemoteModule('games', 'widgets')).resolves.toBe(widgets);
      expect(runtimeLoad).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('routeRemoteReady', () => {
  it('settles once the route remote has loaded', async () => {
    runtimeLoad.mockResolvedValue({ routes: [] });
    const loadNamespace = jest.fn().mockResolvedValue(undefined);
    await routeRemoteReady('/account/wallet/deposit', loadNamespace);
    expect(runtimeLoad).toHaveBeenCalledWith('wallet/routes');
    expect(loadNamespace).toHaveBeenCalledWith('wallet');
  });

  it(`waits no longer than ${ROUTE_REMOTE_WAIT_MS} ms for a remote that does not answer`, async () => {
    jest.useFakeTimers();
    try {
      runtimeLoad.mockReturnValue(new Promise(() => undefined));
      let settled = false;
      void routeRemoteReady('/account/profile', () => Promise.resolve()).then(() => {
        settled = true;
      });
      await jest.advanceTimersByTimeAsync(ROUTE_REMOTE_WAIT_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits for nothing on a page no remote owns', async () => {
    await routeRemoteReady('/', () => Promise.resolve());
    expect(runtimeLoad).not.toHaveBeenCalled();
  });
});
