import { fireEvent, screen, within } from '@testing-library/react';
import { useSessionStore } from '../session';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { RatesPage } from './RatesPage';
import type { ExchangeRateSetting } from './rates';

const usdIdr: ExchangeRateSetting = {
  currency: 'USD',
  targetCurrency: 'IDR',
  rate: '16250',
  spread: '0.01',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

function signInWith(brands: 'all' | string[]) {
  useSessionStore.setState({
    session: { username: 'pay1', roles: ['payments'], brands, mustChangePassword: false },
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('exchange rates', () => {
  it('lists the stored pairs', async () => {
    signInWith('all');
    installFakeAdminApi({ 'GET rates': ok([usdIdr]) });
    renderWithTexts(<RatesPage />);

    const row = await screen.findByRole('row', { name: /^USD\/IDR / });
    expect(within(row).getByText('16250')).toBeInTheDocument();
    expect(within(row).getByText('0.01')).toBeInTheDocument();
  });

  it('checks the fields before setting a rate', async () => {
    signInWith('all');
    const requests = installFakeAdminApi({ 'GET rates': ok([usdIdr]) });
    renderWithTexts(<RatesPage />);
    await screen.findByRole('row', { name: /^USD\/IDR / });

    type('Currency', 'usdt');
    type('Target currency', 'USDT');
    type('Rate (target per 1 currency)', '0');
    type('Spread (fraction kept on swaps)', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Set rate' }));

    expect(screen.getByText('Choose two different currencies')).toBeInTheDocument();
    expect(screen.getByText('A decimal above zero, such as 16250.5')).toBeInTheDocument();
    expect(screen.getByText('A decimal from 0 up to below 1, such as 0.01')).toBeInTheDocument();
    expect(requests.map(({ route }) => route)).toEqual(['GET rates']);
  });

  it('sets a rate and lists the rates again', async () => {
    signInWith('all');
    const saved = { ...usdIdr, currency: 'USDT', rate: '16300.5', spread: '0.02' };
    let stored = [usdIdr];
    const requests = installFakeAdminApi({
      'GET rates': () => ok(stored),
      'POST rates': () => {
        stored = [usdIdr, saved];
        return ok(saved);
      },
    });
    renderWithTexts(<RatesPage />);
    await screen.findByRole('row', { name: /^USD\/IDR / });

    type('Currency', ' usdt ');
    type('Target currency', 'idr');
    type('Rate (target per 1 currency)', '16300.5');
    type('Spread (fraction kept on swaps)', '0.02');
    fireEvent.click(screen.getByRole('button', { name: 'Set rate' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'USDT/IDR is now 16300.5 with a spread of 0.02.',
    );
    expect(await screen.findByRole('row', { name: /^USDT\/IDR / })).toBeInTheDocument();
    expect(requests[1]?.body).toEqual({
      currency: 'USDT',
      targetCurrency: 'IDR',
      rate: '16300.5',
      spread: '0.02',
    });
  });

  it("shows the server's refusal", async () => {
    signInWith('all');
    installFakeAdminApi({
      'GET rates': ok([]),
      'POST rates': failure(400, 2, 'Unknown currency XYZ'),
    });
    renderWithTexts(<RatesPage />);
    await screen.findByText('No rate is stored.');
    type('Currency', 'XYZ');
    type('Target currency', 'IDR');
    type('Rate (target per 1 currency)', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Set rate' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown currency XYZ');
  });

  it('tells staff of some brands that rates belong to every brand', () => {
    signInWith(['lagoon']);
    const requests = installFakeAdminApi({});
    renderWithTexts(<RatesPage />);

    expect(screen.getByText(/only staff of every brand/)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
