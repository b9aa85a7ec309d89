import { connectWalletRealtime, countLogin, disconnectWalletRealtime } from './walletRealtime';
import { startWalletRealtime } from './walletRealtimeSession';

jest.mock('./walletRealtime', () => ({
  connectWalletRealtime: jest.fn(() => ({ apollo: {}, close: jest.fn() })),
  countLogin: jest.fn(async () => undefined),
  disconnectWalletRealtime: jest.fn(),
}));

const session = { authorization: 'alice:token', brandUsername: 'croupier_alice' };

/** Lets the lazy import and the calls chained on it run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.clearAllMocks());

describe('startWalletRealtime', () => {
  it('connects once the realtime code has loaded and counts a fresh login', async () => {
    startWalletRealtime({ ...session, countThisLogin: true });
    await settle();
    expect(connectWalletRealtime).toHaveBeenCalledWith(session);
    expect(countLogin).toHaveBeenCalledTimes(1);
  });

  it('does not count a reload with a stored token', async () => {
    startWalletRealtime({ ...session, countThisLogin: false });
    await settle();
    expect(countLogin).not.toHaveBeenCalled();
  });

  it('never connects when stopped before the code arrived, and disconnects', async () => {
    const stop = startWalletRealtime({ ...session, countThisLogin: true });
    stop();
    await settle();
    expect(connectWalletRealtime).not.toHaveBeenCalled();
    expect(disconnectWalletRealtime).toHaveBeenCalledTimes(1);
  });
});
