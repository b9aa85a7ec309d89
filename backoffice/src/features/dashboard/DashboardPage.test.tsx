import { act, fireEvent, screen, within } from '@testing-library/react';
import { useSessionStore } from '../session';
import { installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { DashboardPage } from './DashboardPage';
import { DASHBOARD_REFRESH_MS, type Dashboard, type DashboardTrend } from './dashboard';

const brands = [
  { brandId: 'croupier', name: 'Croupier Gold' },
  { brandId: 'lagoon', name: 'Blue Lagoon Casino' },
];

const dashboardOf = (brandId: string, deposits: string): Dashboard => ({
  brandId,
  day: '2026-11-24',
  asOf: '2026-11-24T10:00:00.000Z',
  newPlayers: 3,
  pendingDecisions: 2,
  currencies: [
    {
      currency: 'IDR',
      depositCount: 4,
      deposits,
      withdrawalCount: 1,
      withdrawals: '100000.00',
      stakes: '12000.00',
      wins: '4000.00',
      ggr: '8000.00',
    },
  ],
});

const trendDays = [
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
];
const moneyDays = (
  last: { ggr: string; ngr: string; deposits: string; withdrawals: string },
  zero: string,
) =>
  trendDays.map((day, index) =>
    index === trendDays.length - 1
      ? { day, ...last }
      : { day, ggr: zero, ngr: zero, deposits: zero, withdrawals: zero },
  );
const trend: DashboardTrend = {
  brandId: 'croupier',
  from: '2026-11-18',
  to: '2026-11-24',
  days: trendDays.map((day, index) => ({
    day,
    activePlayers: index === trendDays.length - 1 ? 1204 : index,
    newPlayers: index === trendDays.length - 1 ? 37 : 0,
    pendingPayments: 2,
  })),
  currencies: [
    {
      currency: 'IDR',
      days: moneyDays(
        { ggr: '8000.00', ngr: '6500.00', deposits: '500000.00', withdrawals: '100000.00' },
        '0.00',
      ),
    },
    {
      currency: 'USDT',
      days: moneyDays(
        { ggr: '-3.000000', ngr: '-3.000000', deposits: '12.500000', withdrawals: '0.000000' },
        '0.000000',
      ),
    },
  ],
};

beforeEach(() => {
  useSessionStore.setState({
    session: { username: 'pay1', roles: ['payments'], brands: 'all', mustChangePassword: false },
  });
});
afterEach(() => jest.useRealTimers());

describe('dashboard', () => {
  it("shows the first brand's day: counts and money per currency", async () => {
    installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/croupier/dashboard': ok(dashboardOf('croupier', '500000.00')),
    });
    renderWithTexts(<DashboardPage />);

    const idr = await screen.findByRole('region', { name: 'Today in IDR' });
    expect(within(idr).getByTestId('deposits-IDR')).toHaveTextContent('500,000.00 IDR 4 payments');
    expect(within(idr).getByTestId('withdrawals-IDR')).toHaveTextContent(
      '100,000.00 IDR 1 payment',
    );
    expect(within(idr).getByTestId('ggr-IDR')).toHaveTextContent('8,000.00 IDR');
    expect(screen.getByTestId('new-players')).toHaveTextContent('3');
    expect(screen.getByTestId('pending-decisions')).toHaveTextContent('2');
    expect(screen.getByLabelText('Brand')).toHaveValue('croupier');
  });

  it('offers only the brands of the scope and shows the one chosen', async () => {
    installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/croupier/dashboard': ok(dashboardOf('croupier', '500000.00')),
      'GET brands/lagoon/dashboard': ok(dashboardOf('lagoon', '7.00')),
    });
    renderWithTexts(<DashboardPage />);

    const picker = await screen.findByLabelText('Brand');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Croupier Gold', 'Blue Lagoon Casino']);
    fireEvent.change(picker, { target: { value: 'lagoon' } });

    expect(await screen.findByText('7.00 IDR')).toBeInTheDocument();
  });

  it('refreshes itself while open, without a reload', async () => {
    jest.useFakeTimers();
    let deposits = '500000.00';
    const requests = installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/croupier/dashboard': () => ok(dashboardOf('croupier', deposits)),
    });
    renderWithTexts(<DashboardPage />);
    await screen.findByText('500,000.00 IDR');

    deposits = '650000.00';
    await act(async () => {
      jest.advanceTimersByTime(DASHBOARD_REFRESH_MS);
    });

    expect(await screen.findByText('650,000.00 IDR')).toBeInTheDocument();
    expect(requests.filter(({ route }) => route.endsWith('/dashboard'))).toHaveLength(2);
  });

  it('says when no money moved today', async () => {
    installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/croupier/dashboard': ok({ ...dashboardOf('croupier', '0'), currencies: [] }),
    });
    renderWithTexts(<DashboardPage />);

    expect(await screen.findByText('No money has moved today yet.')).toBeInTheDocument();
  });

  it("draws the last days per currency, each chart's figures readable as a table", async () => {
    installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/croupier/dashboard': ok(dashboardOf('croupier', '500000.00')),
      'GET brands/croupier/dashboard/trend': ok(trend),
    });
    renderWithTexts(<DashboardPage />);

    expect(await screen.findByRole('heading', { name: 'The last 7 days' })).toBeInTheDocument();
    const revenue = screen.getByRole('figure', { name: 'GGR and NGR per day (IDR)' });
    const lastDay = within(revenue).getByRole('row', { name: /^2026-11-24 / });
    expect(
      within(lastDay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8,000.00 IDR', '6,500.00 IDR']);
    const players = screen.getByRole('figure', { name: 'Players per day' });
    expect(
      within(within(players).getByRole('row', { name: /^2026-11-24 / }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,204', '37']);

    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USDT' } });
    const usdt = screen.getByRole('figure', { name: 'Deposits and withdrawals per day (USDT)' });
    expect(
      within(within(usdt).getByRole('row', { name: /^2026-11-24 / }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12.5 USDT', '0 USDT']);
  });

  it('says when no money moved in the days of the trend, and still shows its players', async () => {
    installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/croupier/dashboard': ok(dashboardOf('croupier', '500000.00')),
      'GET brands/croupier/dashboard/trend': ok({ ...trend, currencies: [] }),
    });
    renderWithTexts(<DashboardPage />);

    expect(await screen.findByText('No money has moved in these days.')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Players per day' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Currency')).not.toBeInTheDocument();
  });
});
