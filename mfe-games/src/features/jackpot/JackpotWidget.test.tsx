import { act, render, screen } from '@testing-library/react';
import { Decimal, useBrandStore, type BrandConfig, type JackpotConfig } from '@croupier/shared';
import { JackpotWidget } from './JackpotWidget';
import { JACKPOT_TICK_MS } from './useTickingJackpot';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, string>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
  }),
}));

const jackpot: JackpotConfig = {
  currency: 'IDR',
  minIncrement: 10000,
  maxIncrement: 100000,
  isActive: true,
  totalJackpot: '1234567890.50',
};

function showJackpot(config: JackpotConfig) {
  useBrandStore.setState({ config: { jackpot: config } as BrandConfig });
  return render(<JackpotWidget />);
}

/** The shown amount as an exact decimal (commas removed). */
const shownAmount = () =>
  new Decimal(screen.getByTestId('jackpot-amount').textContent!.replaceAll(',', ''));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  useBrandStore.setState({ config: null });
});

describe('JackpotWidget', () => {
  it('shows the total in its currency with a static label and a silent ticking number', () => {
    showJackpot(jackpot);

    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('1,234,567,890.50');
    const amount = screen.getByRole('timer');
    expect(amount).toHaveAttribute('aria-live', 'off');
    expect(amount).toHaveAttribute('aria-label', 'jackpot.amountLabel {"currency":"IDR"}');
    expect(amount).toHaveTextContent('IDR');
  });

  it('grows every tick by an increment between minIncrement and maxIncrement', () => {
    showJackpot(jackpot);

    let previous = shownAmount();
    for (let tick = 0; tick < 20; tick += 1) {
      act(() => jest.advanceTimersByTime(JACKPOT_TICK_MS));
      const current = shownAmount();
      const increment = current.minus(previous);
      expect(increment.gte(jackpot.minIncrement)).toBe(true);
      expect(increment.lte(jackpot.maxIncrement)).toBe(true);
      expect(current.decimalPlaces()).toBeLessThanOrEqual(2);
      previous = current;
    }
  });

  it('stays within the bounds at both ends of the random range', () => {
    const random = jest.spyOn(Decimal, 'random');
    showJackpot(jackpot);

    random.mockReturnValueOnce(new Decimal(0));
    act(() => jest.advanceTimersByTime(JACKPOT_TICK_MS));
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('1,234,577,890.50');

    random.mockReturnValueOnce(new Decimal('0.9999999999'));
    act(() => jest.advanceTimersByTime(JACKPOT_TICK_MS));
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('1,234,677,890.49');
  });

  it('does not tick before its interval', () => {
    showJackpot(jackpot);

    act(() => jest.advanceTimersByTime(JACKPOT_TICK_MS - 1));
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('1,234,567,890.50');
  });

  it('renders nothing when the jackpot is not active, or without a brand config', () => {
    const { container } = showJackpot({ ...jackpot, isActive: false });
    expect(container).toBeEmptyDOMElement();

    act(() => useBrandStore.setState({ config: null }));
    expect(container).toBeEmptyDOMElement();
  });
});
