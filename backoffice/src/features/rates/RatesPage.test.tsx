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

const CURRENCIES = [
  { currency: 'IDR', name: 'Indonesian Rupiah', type: 'fiat', scale: 2 },
  { currency: 'USD', name: 'US Dollar', type: 'fiat', scale: 2 },
  { currency: 'USDT', name: 'Tether', type: 'crypto', scale: 6 },
];

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('exchange rates', () => {
  it('offers the currencies to choose from, none typed', async () => {
    signInWith('all');
    installFakeAdminApi({ 'GET rates': ok([usdIdr]), 'GET currencies': ok(CURRENCIES) });
    renderWithTexts(<RatesPage />);

    await screen.findAllByRole('option', { name: 'IDR · Indonesian Rupiah' });
    for (const label of ['Currency', 'Target currency']) {
      const picker = screen.getByLabelText(label);
      expect(picker.tagName).toBe('SELECT');
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Choose a currency',
        'IDR · Indonesian Rupiah',
        'USD · US Dollar',
        'USDT · Tether',
      ]);
    }
  });

  it('lists the stored pairs', async () => {
    signInWith('all');
    installFakeAdminApi({ 'GET rates': ok([usdIdr]), 'GET currencies': ok(CURRENCIES) });
    renderWithTexts(<RatesPage />);

    const row = await screen.findByRole('row', { name: /^USD\/IDR / });
    expect(within(row).getByText('16250')).toBeInTheDocument();
    expect(within(row).getByText('0.01')).toBeInTheDocument();
  });

  it('checks the fields before setting a rate', async () => {
    signInWith('all');
    const requests = installFakeAdminApi({
      'GET rates': ok([usdIdr]),
      'GET currencies': ok(CURRENCIES),
    });
    renderWithTexts(<RatesPage />);
    await screen.findByRole('row', { name: /^USD\/IDR / });
    await screen.findAllByRole('option', { name: 'USDT · Tether' });

    type('Currency', 'USDT');
    type('Target currency', 'USDT');
    type('Rate (target per 1 currency)', '0');
    type('Spread (fraction kept on swaps)', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Set rate' }));

    expect(screen.getByText('Choose two different currencies')).toBeInTheDocument();
    expect(screen.getByText('A decimal above zero, such as 16250.5')).toBeInTheDocument();
    expect(screen.getByText('A decimal from 0 up to below 1, such as 0.01')).toBeInTheDocument();
    expect(requests.map(({ route }) => route)).toEqual(['GET rates', 'GET currencies']);
  });

  it('sets a rate and lists the rates again', async () => {
    signInWith('all');
    const saved = { ...usdIdr, currency: 'USDT', rate: '16300.5', spread: '0.02' };
    let stored = [usdIdr];
    const requests = installFakeAdminApi({
      'GET rates': () => ok(stored),
      'GET currencies': ok(CURRENCIES),
      'POST rates': () => {
        stored = [usdIdr, saved];
        return ok(saved);
      },
    });
    renderWithTexts(<RatesPage />);
    await screen.findByRole('row', { name: /^USD\/IDR / });
    await screen.findAllByRole('option', { name: 'USDT · Tether' });

    type('Currency', 'USDT');
    type('Target currency', 'IDR');
    type('Rate (target per 1 currency)', '16300.5');
    type('Spread (fraction kept on swaps)', '0.02');
    fireEvent.click(screen.getByRole('button', { name: 'Set rate' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'USDT/IDR is now 16300.5 with a spread of 0.02.',
    );
    expect(await screen.findByRole('row', { name: /^USDT\/IDR / })).toBeInTheDocument();
    expect(requests.find(({ route }) => route === 'POST rates')?.body).toEqual({
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
      'GET currencies': ok(CURRENCIES),
      'POST rates': failure(400, 2, 'No rate may be set between USD and IDR today'),
    });
    renderWithTexts(<RatesPage />);
    await screen.findByText('No rate is stored.');
    await screen.findAllByRole('option', { name: 'USD · US Dollar' });
    type('Currency', 'USD');
    type('Target currency', 'IDR');
    type('Rate (target per 1 currency)', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Set rate' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No rate may be set between USD and IDR today',
    );
  });

  it('tells staff of some brands that rates belong to every brand', () => {
    signInWith(['lagoon']);
    const requests = installFakeAdminApi({});
    renderWithTexts(<RatesPage />);

    expect(screen.getByText(/only staff of every brand/)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
