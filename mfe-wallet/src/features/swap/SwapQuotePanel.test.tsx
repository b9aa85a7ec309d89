import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { SwapQuote } from '@croupier/shared';
import { swapQuote } from '../../testing/fixtures';
import { testI18n } from '../../testing/renderWalletRoute';
import { SwapQuotePanel } from './SwapQuotePanel';

function renderPanel(expiresInMs: number, overrides: Partial<SwapQuote> = {}) {
  const onConfirm = jest.fn();
  const onRefresh = jest.fn();
  const quote = swapQuote({
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
    ...overrides,
  });
  render(
    <I18nextProvider i18n={testI18n}>
      <SwapQuotePanel
        quote={quote}
        isConfirming={false}
        isRefreshing={false}
        onConfirm={onConfirm}
        onRefresh={onRefresh}
      />
    </I18nextProvider>,
  );
  return { onConfirm, onRefresh };
}

describe('SwapQuotePanel', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-01T12:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('shows the rate, the spread and what the player receives', () => {
    renderPanel(30_000);

    expect(screen.getByText('1 USDT = 15,840 IDR')).toBeInTheDocument();
    expect(screen.getByText('1%')).toBeInTheDocument();
    expect(screen.getByText('158,400.00 IDR')).toBeInTheDocument();
  });

  it('shows a rate below 1 the other way round, so it reads without a row of zeros', () => {
    renderPanel(30_000, {
      fromCurrency: 'IDR',
      toCurrency: 'USDT',
      rate: '0.000061728395061728',
    });
    expect(screen.getByText('1 USDT = 16,200 IDR')).toBeInTheDocument();
  });

  it('shows a rate to 6 significant digits', () => {
    renderPanel(30_000, { fromCurrency: 'BTC', toCurrency: 'USDT', rate: '95238.095238095238' });
    expect(screen.getByText('1 BTC = 95,238.1 USDT')).toBeInTheDocument();
  });

  it('drops the trailing zeros of a whole rate sent with 18 decimals', () => {
    renderPanel(30_000, { rate: '16250.000000000000000000' });
    expect(screen.getByText('1 USDT = 16,250 IDR')).toBeInTheDocument();
  });

  it('counts down to expiresAt every second', () => {
    renderPanel(30_000);
    expect(screen.getByRole('timer')).toHaveTextContent('Expires in 0:30');

    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Expires in 0:29');

    act(() => jest.advanceTimersByTime(28_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Expires in 0:01');
    expect(screen.getByRole('button', { name: 'Confirm swap' })).toBeEnabled();
  });

  it('turns the confirm button into "Refresh quote" at expiry', () => {
    const { onConfirm, onRefresh } = renderPanel(2_500);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm swap' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(2_499));
    expect(screen.getByRole('button', { name: 'Confirm swap' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('timer')).toHaveTextContent('This quote has expired.');
    expect(screen.queryByRole('button', { name: 'Confirm swap' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh quote' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('is expired at once for a quote already past its expiry', () => {
    renderPanel(-1_000);
    expect(screen.getByRole('button', { name: 'Refresh quote' })).toBeInTheDocument();
  });
});
