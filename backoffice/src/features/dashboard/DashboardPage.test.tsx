import { act, fireEvent, screen, within } from '@testing-library/react';
import { useSessionStore } from '../session';
import { installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { DashboardPage } from './DashboardPage';
import { DASHBOARD_REFRESH_MS, type Dashboard } from './dashboard';

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

    const idr = await screen.findByRole('row', { name: /^IDR / });
    expect(within(idr).getByText('500000.00', { exact: false })).toBeInTheDocument();
    expect(within(idr).getByText('(count: 4)')).toBeInTheDocument();
    expect(within(idr).getByText('8000.00')).toBeInTheDocument();
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

    expect(await screen.findByText('7.00', { exact: false })).toBeInTheDocument();
  });

  it('refreshes itself while open, without a reload', async () => {
    jest.useFakeTimers();
    let deposits = '500000.00';
    const requests = installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/croupier/dashboard': () => ok(dashboardOf('croupier', deposits)),
    });
    renderWithTexts(<DashboardPage />);
    await screen.findByText('500000.00', { exact: false });

    deposits = '650000.00';
    await act(async () => {
      jest.advanceTimersByTime(DASHBOARD_REFRESH_MS);
    });

    expect(await screen.findByText('650000.00', { exact: false })).toBeInTheDocument();
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
});
