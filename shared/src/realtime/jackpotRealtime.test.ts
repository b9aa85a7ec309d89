import { followJackpot } from './jackpotRealtime';
import { subscribeJackpot } from './jackpotSubscription';

jest.mock('./jackpotSubscription', () => ({ subscribeJackpot: jest.fn() }));

const subscribe = jest.mocked(subscribeJackpot);
const follower = { brandId: 'croupier', authorization: 'sessiontoken-x', onJackpot: jest.fn() };
/** Lets the lazy import settle. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => subscribe.mockReset());

describe('followJackpot', () => {
  it('subscribes once its code has loaded, and the stop ends the subscription', async () => {
    const unsubscribe = jest.fn();
    subscribe.mockReturnValue(unsubscribe);

    const stop = followJackpot(follower);
    await loaded();
    expect(subscribe).toHaveBeenCalledWith(follower);
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('never subscribes when stopped before its code loaded', async () => {
    followJackpot(follower)();
    await loaded();
    expect(subscribe).not.toHaveBeenCalled();
  });
});
