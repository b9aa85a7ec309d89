import { act, render, screen } from '@testing-library/react';
import Decimal from 'decimal.js';
import {
  followJackpot,
  useAuthStore,
  useBrandStore,
  type BrandConfig,
  type JackpotConfig,
  type JackpotEvent,
} from '@croupier/shared';
import { JackpotWidget } from './JackpotWidget';
import { JACKPOT_TICK_MS } from './useTickingJackpot';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, string>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
  }),
}));

jest.mock('@croupier/shared', () => ({
  ...jest.requireActual('@croupier/shared'),
  followJackpot: jest.fn(),
}));

const follow = jest.mocked(followJackpot);
const stopFollowing = jest.fn();
/** Pushes a value as the realtime service would. */
let push: (jackpot: JackpotEvent) => void = () => undefined;

const jackpot: JackpotConfig = {
  currency: 'IDR',
  minIncrement: 10000,
  maxIncrement: 100000,
  isActive: true,
  totalJackpot: '1234567890.50',
};

function showJackpot(config: JackpotConfig) {
  useBrandStore.setState({ config: { brandId: 'croupier', jackpot: config } as BrandConfig });
  return render(<JackpotWidget />);
}

const pushPool = (totalJackpot: string) =>
  act(() => push({ brandId: 'croupier', currency: 'IDR', totalJackpot }));
const tick = () => act(() => jest.advanceTimersByTime(JACKPOT_TICK_MS));

/** The shown amount as an exact decimal (commas removed). */
const shownAmount = () =>
  new Decimal(screen.getByTestId('jackpot-amount').textContent!.replaceAll(',', ''));

beforeEach(() => {
  jest.useFakeTimers();
  useAuthStore.setState({ sessionToken: 'sessiontoken-visitor', loginToken: null });
  follow.mockImplementation(({ onJackpot }) => {
    push = onJackpot;
    return stopFollowing;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  follow.mockReset();
  stopFollowing.mockReset();
  useBrandStore.setState({ config: null });
});

describe('JackpotWidget', () => {
  it('shows the pool in its currency with a static label and a silent ticking number', () => {
    showJackpot(jackpot);

    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('1,234,567,890.50');
    const amount = screen.getByRole('timer');
    expect(amount).toHaveAttribute('aria-live', 'off');
    expect(amount).toHaveAttribute('aria-label', 'jackpot.amountLabel {"currency":"IDR"}');
    expect(amount).toHaveTextContent('IDR');
  });

  it("follows the brand's pool with the visitor's token and stops when it goes", () => {
    const { unmount } = showJackpot(jackpot);

    expect(follow).toHaveBeenCalledTimes(1);
    expect(follow.mock.calls[0]?.[0]).toMatchObject({
      brandId: 'croupier',
      authorization: 'sessiontoken-visitor',
    });
    unmount();
    expect(stopFollowing).toHaveBeenCalledTimes(1);
  });

  it('stays on the pool while nothing new is pushed', () => {
    showJackpot(jackpot);

    for (let count = 0; count < 5; count += 1) tick();
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('1,234,567,890.50');
  });

  it('climbs to a pushed pool by steps between minIncrement and maxIncrement, never past it', () => {
    showJackpot(jackpot);
    pushPool('1235067890.50');
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('1,234,567,890.50');

    let previous = shownAmount();
    while (!previous.eq('1235067890.50')) {
      tick();
      const current = shownAmount();
      const step = current.minus(previous);
      expect(current.lte('1235067890.50')).toBe(true);
      expect(step.lte(jackpot.maxIncrement)).toBe(true);
      // Only the last step, cut short by the pool, may be below minIncrement.
      if (!current.eq('1235067890.50')) expect(step.gte(jackpot.minIncrement)).toBe(true);
      expect(current.decimalPlaces()).toBeLessThanOrEqual(2);
      previous = current;
    }
    tick();
    expect(shownAmount().eq('1235067890.50')).toBe(true);
  });

  it('steps by exactly the bounds at both ends of the random range', () => {
    const random = jest.spyOn(Decimal, 'random');
    showJackpot(jackpot);
    pushPool('1300000000.00');

    random.mockReturnValueOnce(new Decimal(0));
    tick();
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('1,234,577,890.50');

    random.mockReturnValueOnce(new Decimal('0.9999999999'));
    tick();
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('1,234,677,890.49');
  });

  it('does not tick before its interval', () => {
    showJackpot(jackpot);
    pushPool('1300000000.00');

    act(() => jest.advanceTimersByTime(JACKPOT_TICK_MS - 1));
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('1,234,567,890.50');
  });

  it('shows a pool that fell, as after a win, at once and climbs from there', () => {
    showJackpot(jackpot);
    pushPool('1000000000.00');
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('1,000,000,000.00');

    pushPool('1000000010.00');
    tick();
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('1,000,000,010.00');
  });

  it('renders nothing when the jackpot is not active, or without a brand config', () => {
    const { container } = showJackpot({ ...jackpot, isActive: false });
    expect(container).toBeEmptyDOMElement();
    expect(follow).not.toHaveBeenCalled();

    act(() => useBrandStore.setState({ config: null }));
    expect(container).toBeEmptyDOMElement();
  });
});
