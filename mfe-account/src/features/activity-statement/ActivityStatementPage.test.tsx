import { fireEvent, screen } from '@testing-library/react';
import { failure, installFakeApi, ok } from '../../../../shared/src/testing/fakeApi';
import { renderAccountRoute, resetToLoggedInPlayer } from '../../testing/renderAccountRoute';

const STATEMENT_URL = '/account/activity-statement/';
const NO_YEAR = {
  '/v1/statement/year': ok({ year: 2026, from: '', to: '', currencies: [], games: [] }),
};
const activityBodies = (requests: { url: string; body: unknown }[]) =>
  requests.filter(({ url }) => url === '/v1/activity-statement').map(({ body }) => body);

beforeEach(resetToLoggedInPlayer);

describe('activity statement', () => {
  it('lists deposits, withdrawals and net per currency with thousands separators', async () => {
    const requests = installFakeApi({
      ...NO_YEAR,
      '/v1/activity-statement': ok({
        months: 3,
        currencies: [
          {
            currency: 'IDR',
            deposits: '1250000.00',
            withdrawals: '300000.50',
            net: '949999.50',
          },
          { currency: 'USD', deposits: '0.00', withdrawals: '1200.00', net: '-1200.00' },
        ],
      }),
    });
    renderAccountRoute(STATEMENT_URL);
    const rows = (await screen.findAllByRole('row')).map((row) => row.textContent);
    expect(rows).toEqual([
      'CurrencyDepositsWithdrawalsNet',
      'IDR1,250,000.00300,000.50949,999.50',
      'USD0.001,200.00-1,200.00',
    ]);
    expect(activityBodies(requests)).toEqual([{ months: 3 }]);
    expect(screen.getByRole('link', { name: 'Activity statement' })).toBeInTheDocument();
  });

  it('asks again for the chosen period', async () => {
    const requests = installFakeApi({
      ...NO_YEAR,
      '/v1/activity-statement': (request) =>
        ok({ months: (request.body as { months: number }).months, currencies: [] }),
    });
    renderAccountRoute(STATEMENT_URL);
    expect(
      await screen.findByText('No approved deposits or withdrawals in this period.'),
    ).toBeVisible();
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '12' } });
    expect(
      await screen.findByText('No approved deposits or withdrawals in this period.'),
    ).toBeVisible();
    expect(activityBodies(requests)).toEqual([{ months: 3 }, { months: 12 }]);
    expect(screen.getByRole('option', { name: 'Last 12 months' })).toHaveProperty('selected', true);
  });

  it('shows a failed load with a retry', async () => {
    installFakeApi({
      ...NO_YEAR,
      '/v1/activity-statement': failure(500, 7, 'Server unavailable'),
    });
    renderAccountRoute(STATEMENT_URL);
    expect(await screen.findByText('Server unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
