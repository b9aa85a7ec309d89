import { fireEvent, screen, within } from '@testing-library/react';
import type { BetReportRequest, BetRound } from '@croupier/shared';
import {
  failure,
  installFakeApi,
  ok,
  type RecordedRequest,
} from '../../../../shared/src/testing/fakeApi';
import { renderAccountRoute, resetToLoggedInPlayer } from '../../testing/renderAccountRoute';
import { defaultRange, parseFilter } from './reportFilter';

const REPORT_URL = '/account/report/';
const providers = [
  { gpid: 'PG', gpname: 'PG Soft', gplogo: '' },
  { gpid: 'PP', gpname: 'Pragmatic Play', gplogo: '' },
];

const round = (overrides: Partial<BetRound> = {}): BetRound => ({
  roundId: 'r-1',
  gpid: 'PG',
  providerName: 'PG Soft',
  gameCode: 'fortune',
  gameName: 'Fortune Tiger',
  category: 'slots',
  currency: 'IDR',
  stake: '10000',
  win: '25000.5',
  net: '15000.5',
  status: 'settled',
  createdAt: '2026-01-02T03:04:05.000Z',
  ...overrides,
});

const reportRequests = (requests: RecordedRequest[]) =>
  requests
    .filter(({ url }) => url === '/v1/bet-report')
    .map(({ body }) => body as BetReportRequest);

beforeEach(resetToLoggedInPlayer);

describe('bet report', () => {
  it('asks for the last seven days by default', async () => {
    const requests = installFakeApi({
      '/data/listOfGameProvider.json': { status: 200, body: providers },
      '/v1/bet-report': ok({ items: [], total: 0, page: 1, pageSize: 20, totals: [] }),
    });
    renderAccountRoute(REPORT_URL);
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
    expect(reportRequests(requests)).toEqual([{ ...defaultRange(), page: 1, pageSize: 20 }]);
  });

  it('sends the URL filters and the chosen provider and category', async () => {
    const requests = installFakeApi({
      '/v1/bet-report': ok({ items: [], total: 0, page: 1, pageSize: 20, totals: [] }),
    });
    renderAccountRoute(`${REPORT_URL}?from=2026-01-01&to=2026-01-07&gpid=PG`);
    await screen.findByText('No bets in this period.');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'casino' } });
    await screen.findByText('No bets in this period.');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-05' } });
    await screen.findByText('No bets in this period.');

    expect(reportRequests(requests)).toEqual([
      { from: '2026-01-01', to: '2026-01-07', gpid: 'PG', page: 1, pageSize: 20 },
      {
        from: '2026-01-01',
        to: '2026-01-07',
        gpid: 'PG',
        category: 'casino',
        page: 1,
        pageSize: 20,
      },
      {
        from: '2026-01-01',
        to: '2026-01-05',
        gpid: 'PG',
        category: 'casino',
        page: 1,
        pageSize: 20,
      },
    ]);
  });

  it('shows the totals per currency and the rounds', async () => {
    installFakeApi({
      '/v1/bet-report': ok({
        items: [
          round(),
          round({
            roundId: 'r-2',
            currency: 'USDT',
            stake: '1.234567',
            win: '0',
            net: '-1.234567',
            status: 'open',
          }),
        ],
        total: 45,
        page: 1,
        pageSize: 20,
        totals: [
          { currency: 'IDR', stake: '1500000', win: '2000000.5', net: '500000.5' },
          { currency: 'USDT', stake: '1.234567', win: '0', net: '-1.234567' },
        ],
      }),
    });
    renderAccountRoute(REPORT_URL);

    const idr = within(await screen.findByTestId('totals-IDR'));
    expect(idr.getByText('1,500,000.00 IDR')).toBeInTheDocument();
    expect(idr.getByText('2,000,000.50 IDR')).toBeInTheDocument();
    expect(idr.getByText('500,000.50 IDR')).toBeInTheDocument();
    expect(within(screen.getByTestId('totals-USDT')).getAllByText('1.23457 USDT')).toHaveLength(1);

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Fortune Tiger')).toBeInTheDocument();
    expect(first.getByText('PG Soft')).toBeInTheDocument();
    expect(first.getByText('Slots')).toBeInTheDocument();
    expect(first.getByText('25,000.50 IDR')).toBeInTheDocument();
    expect(first.getByText('Settled')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('names every cell by its column, so a phone shows each round as a labelled card', async () => {
    installFakeApi({
      '/v1/bet-report': ok({ items: [round()], total: 1, page: 1, pageSize: 20, totals: [] }),
    });
    renderAccountRoute(REPORT_URL);
    const [, row] = await screen.findAllByRole('row');
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Game',
      'Provider',
      'Category',
      'Stake',
      'Win',
      'Net',
      'Status',
      'Time',
      'Record',
    ]);
  });

  it('opens each round’s record from its row', async () => {
    installFakeApi({
      '/v1/bet-report': ok({ items: [round()], total: 1, page: 1, pageSize: 20, totals: [] }),
    });
    renderAccountRoute(REPORT_URL);
    const replay = await screen.findByRole('link', { name: 'Replay of the Fortune Tiger round' });
    expect(replay).toHaveAttribute('href', '/account/report/PG/r-1');
  });

  it('shows the error and retries', async () => {
    let calls = 0;
    installFakeApi({
      '/v1/bet-report': () =>
        ++calls === 1
          ? failure(500, 99, 'Report unavailable')
          : ok({ items: [], total: 0, page: 1, pageSize: 20, totals: [] }),
    });
    renderAccountRoute(REPORT_URL);
    expect(await screen.findByText('Report unavailable')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
  });
});

describe('parseFilter', () => {
  it('falls back to defaults on malformed values', () => {
    const today = new Date(2026, 0, 10);
    expect(parseFilter(new URLSearchParams('from=x&category=nope&page=-2'), today)).toEqual({
      from: '2026-01-04',
      to: '2026-01-10',
      gpid: '',
      category: '',
      page: 1,
    });
  });
});
