import { fireEvent, screen, within } from '@testing-library/react';
import { yearStatementSample } from '@croupier/ui/testing';
import { failure, installFakeApi, ok } from '../../../../shared/src/testing/fakeApi';
import { renderAccountRoute, resetToLoggedInPlayer } from '../../testing/renderAccountRoute';

const STATEMENT_URL = '/account/activity-statement/';
const thisYear = new Date().getUTCFullYear();
const NO_ACTIVITY = { '/v1/activity-statement': ok({ months: 3, currencies: [] }) };

const statement = yearStatementSample;

beforeEach(resetToLoggedInPlayer);

describe('yearly statement', () => {
  it("shows this year's lines per currency, from its opening to its closing balance, and per game, and another year when chosen", async () => {
    const requests = installFakeApi({
      ...NO_ACTIVITY,
      '/v1/statement/year': (request) => {
        const { year } = request.body as { year: number };
        return ok(
          year === thisYear ? statement(year) : { ...statement(year), currencies: [], games: [] },
        );
      },
    });
    renderAccountRoute(STATEMENT_URL);
    const panel = (await screen.findByRole('heading', { name: 'Yearly statement' })).closest(
      'section',
    )!;
    const rows = (await within(panel).findAllByRole('row')).map((row) => row.textContent);
    // A column per currency: from the opening balance, every line, to the closing balance.
    expect(rows).toEqual([
      'CurrencyIDR',
      'Opening balance200,000.00',
      'Deposits1,250,000.00',
      'Withdrawals60,000.00',
      'Wagers2,500,000.00',
      'Wins2,750,000.50',
      'Bonus granted100,000.00',
      'Bonus removed0.00',
      'Manual adjustments-1,000.50',
      'Swapped in0.00',
      'Swapped out500,000.00',
      'Closing balance1,239,000.00',
      'Net of play250,000.50',
      'GameCurrencyRoundsWagersWinsNet of play',
      'Sweet BonanzaIDR1,2042,500,000.002,750,000.50250,000.50',
    ]);
    fireEvent.change(within(panel).getByLabelText('Year'), {
      target: { value: String(thisYear - 1) },
    });
    expect(await within(panel).findByText('No activity in this year.')).toBeVisible();
    expect(
      requests.filter(({ url }) => url === '/v1/statement/year').map(({ body }) => body),
    ).toEqual([{ year: thisYear }, { year: thisYear - 1 }]);
  });

  it("downloads the chosen year's CSV from the API", async () => {
    const createObjectURL = jest.fn(() => 'blob:statement');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const requests = installFakeApi({
      ...NO_ACTIVITY,
      '/v1/statement/year': ok(statement(thisYear)),
      '/v1/statement/year/csv': { status: 200, body: 'section,currency\ntotal,IDR\n' },
    });
    renderAccountRoute(STATEMENT_URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await screen.findByRole('button', { name: 'Download CSV' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.find(({ url }) => url === '/v1/statement/year/csv')?.body).toEqual({
      year: thisYear,
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('shows a failed download', async () => {
    installFakeApi({
      ...NO_ACTIVITY,
      '/v1/statement/year': ok(statement(thisYear)),
      '/v1/statement/year/csv': failure(500, 7, 'Server unavailable'),
    });
    renderAccountRoute(STATEMENT_URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Server unavailable')).toBeVisible();
  });

  it('says in words that the server could not be reached when the download cannot leave', async () => {
    installFakeApi({
      ...NO_ACTIVITY,
      '/v1/statement/year': ok(statement(thisYear)),
      '/v1/statement/year/csv': 'network-error',
    });
    renderAccountRoute(STATEMENT_URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText("We couldn't reach the server. Check your connection and try again."),
    ).toBeVisible();
    expect(screen.queryByText('Network Error')).toBeNull();
  });
});
