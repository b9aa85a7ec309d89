import { fireEvent, screen, within } from '@testing-library/react';
import { useSessionStore } from '../session';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { Hub88PrepaidsPage } from './Hub88PrepaidsPage';
import { Hub88ReconciliationPage } from './Hub88ReconciliationPage';

const prepaid = (overrides: object) => ({
  prepaidUuid: 'p-1',
  gameCode: 'sbx_lucky_sevens',
  gameName: 'Lucky Sevens',
  currency: 'EUR',
  betValue: '1',
  betCount: 10,
  type: 'free_spins',
  syncedAt: '2026-11-29T06:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  useSessionStore.setState({
    session: { username: 'mk1', roles: ['marketing'], brands: 'all', mustChangePassword: false },
  });
});

it("lists each game's prepaids, and syncs them again (once a minute, as Hub88 allows)", async () => {
  let synced = false;
  const requests = installFakeAdminApi({
    'GET hub88/prepaids': () =>
      ok({
        prepaids: [
          prepaid({}),
          prepaid({ prepaidUuid: 'p-2', betValue: null, betCount: null }),
          ...(synced
            ? [
                prepaid({
                  prepaidUuid: 'p-3',
                  gameCode: 'sbx_fruit_party',
                  gameName: 'Fruit Party',
                }),
              ]
            : []),
        ],
      }),
    'POST hub88/sync-prepaids': () => {
      if (synced) return failure(429, 5, 'Hub88 allows freebet/prepaids/list once a minute');
      synced = true;
      return ok({ listed: 3, games: 2, unlisted: 0 });
    },
  });
  renderWithTexts(<Hub88PrepaidsPage />);

  const lucky = await screen.findByRole('region', { name: /Lucky Sevens/ });
  const rows = within(lucky).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    'EUR110free_spinsp-1',
    'EURset per rewardset per rewardfree_spinsp-2',
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Sync prepaids' }));
  expect(await screen.findByRole('region', { name: /Fruit Party/ })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Sync prepaids' }));
  expect(await screen.findByText(/once a minute/)).toBeInTheDocument();
  expect(requests.filter((request) => request.route === 'POST hub88/sync-prepaids')).toHaveLength(
    2,
  );
});

it('shows the days with differences, and a chosen day’s differences by transaction', async () => {
  const day = { day: '2026-11-28', hub88Count: 12, ledgerCount: 11, differences: 2, checkedAt: '' };
  const requests = installFakeAdminApi({
    'GET hub88/reconciliation/days': ok({ days: [day] }),
    'GET hub88/reconciliation/days/2026-11-28': ok({
      day,
      items: [
        {
          transactionUuid: 't-1',
          difference: 'missingInLedger',
          kind: 'bet',
          hub88Amount: '1',
          ledgerAmount: null,
          hub88Status: 'TS_SUCCESS',
          ledgerOutcome: 'applied',
        },
        {
          transactionUuid: 't-2',
          difference: 'amount',
          kind: 'win',
          hub88Amount: '2.5',
          ledgerAmount: '5',
          hub88Status: 'TS_SUCCESS',
          ledgerOutcome: 'applied',
        },
      ],
    }),
  });
  renderWithTexts(<Hub88ReconciliationPage />);

  fireEvent.click(await screen.findByRole('button', { name: '2026-11-28' }));
  const detail = await screen.findByRole('region', { name: 'Differences of 2026-11-28' });
  await within(detail).findByRole('table');
  const rows = within(detail).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    't-1Missing in the ledgerbet1 · TS_SUCCESSapplied',
    't-2Amount differswin2.5 · TS_SUCCESS5 · applied',
  ]);
  expect(requests[0]?.params).toEqual({});
  fireEvent.click(screen.getByRole('checkbox', { name: 'Show days without differences too' }));
  await screen.findByRole('button', { name: '2026-11-28' });
  expect(requests.at(-1)?.params).toEqual({ all: 'true' });
});
