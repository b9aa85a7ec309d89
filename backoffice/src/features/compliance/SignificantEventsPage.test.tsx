import { fireEvent, screen, within } from '@testing-library/react';
import type { SignificantEventReport } from '@croupier/contracts';
import { useSessionStore } from '../session';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { SignificantEventsPage } from './SignificantEventsPage';

const brands = [
  { brandId: 'croupier', name: 'Croupier Gold' },
  { brandId: 'lagoon', name: 'Blue Lagoon Casino' },
];
const report: SignificantEventReport = {
  items: [
    {
      id: '7',
      type: 'parameter_change',
      at: '2026-11-29T03:00:00.000Z',
      component: 'admin',
      brandId: 'croupier',
      playerId: null,
      actor: 'staff:owner1',
      reason: 'originals.change-settings originals:croupier:dice',
      before: { edge: '0.01' },
      after: { edge: '0.02' },
      ip: '203.0.113.7',
    },
  ],
  total: 3,
  page: 1,
  pageSize: 50,
  from: '2026-11-29T00:00:00.000Z',
  to: '2026-11-29T04:00:00.000Z',
  counts: { login_failed: 2, parameter_change: 1 },
};

beforeEach(() => {
  useSessionStore.setState({
    session: { username: 'sup1', roles: ['support'], brands: 'all', mustChangePassword: false },
  });
});

it("shows today's events with each type's count, what changed, and the CSV of the filter", async () => {
  const requests = installFakeAdminApi({
    'GET brands': ok(brands),
    'GET significant-events': ok(report),
  });
  renderWithTexts(<SignificantEventsPage />);

  const counts = await screen.findByRole('list', { name: 'Events by type' });
  expect(
    within(counts)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Failed login: 2', 'Parameter change: 1']);
  const row = screen.getByRole('row', { name: /Parameter change/ });
  // Every field GLI-19 2.8.8 asks for, the component that recorded it included.
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Time',
    'Type',
    'Component',
    'Actor',
    'Brand',
    'Reason',
    'Before',
    'After',
    'IP address',
  ]);
  expect(within(row).getByRole('cell', { name: 'admin' })).toBeInTheDocument();
  expect(within(row).getByText('{"edge":"0.01"}')).toBeInTheDocument();
  expect(within(row).getByText('{"edge":"0.02"}')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/admin/v1/significant-events?period=day&format=csv',
  );
  expect(requests.find(({ route }) => route === 'GET significant-events')?.params).toEqual({
    period: 'day',
    page: '1',
    pageSize: '50',
  });
});

it('filters by period, type, brand and actor, and says "No activity" when none', async () => {
  const requests = installFakeAdminApi({
    'GET brands': ok(brands),
    'GET significant-events': () => ok({ ...report, items: [], total: 0, counts: {} }),
  });
  renderWithTexts(<SignificantEventsPage />);
  await screen.findByText('No activity');

  fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'year' } });
  fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'large_win' } });
  fireEvent.change(await screen.findByLabelText('Brand'), { target: { value: 'lagoon' } });
  fireEvent.change(screen.getByLabelText('Actor'), { target: { value: 'provider:ORIG' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

  expect(await screen.findByText('No activity')).toBeInTheDocument();
  expect(requests.at(-1)?.params).toEqual({
    period: 'year',
    type: 'large_win',
    brandId: 'lagoon',
    actor: 'provider:ORIG',
    page: '1',
    pageSize: '50',
  });
  // Nothing to download when there was no activity.
  expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
});

it("asks for the days between two dates in the staff member's time zone, the last day included", async () => {
  const requests = installFakeAdminApi({
    'GET brands': ok(brands),
    'GET significant-events': ok(report),
  });
  renderWithTexts(<SignificantEventsPage />);
  await screen.findByRole('row', { name: /Parameter change/ });

  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-02' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(screen.getByText('The last day comes before the first')).toBeInTheDocument();
  expect(requests.filter(({ route }) => route === 'GET significant-events')).toHaveLength(1);

  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  await screen.findByRole('row', { name: /Parameter change/ });
  const from = new Date(2026, 10, 2).toISOString();
  const to = new Date(2026, 11, 1).toISOString();
  expect(requests.at(-1)?.params).toEqual({ period: 'day', from, to, page: '1', pageSize: '50' });
  expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/admin/v1/significant-events?${new URLSearchParams({ period: 'day', from, to, format: 'csv' }).toString()}`,
  );
});

it('sorts the events shown by a column', async () => {
  installFakeAdminApi({
    'GET brands': ok(brands),
    'GET significant-events': ok({
      ...report,
      items: [
        { ...report.items[0]!, id: '8', actor: 'staff:zed', at: '2026-11-29T01:00:00.000Z' },
        report.items[0]!,
      ],
    }),
  });
  renderWithTexts(<SignificantEventsPage />);
  await screen.findAllByRole('row', { name: /Parameter change/ });
  const actors = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]?.textContent);
  expect(actors()).toEqual(['staff:zed', 'staff:owner1']);
  fireEvent.click(screen.getByRole('button', { name: 'Time' }));
  expect(screen.getByRole('columnheader', { name: 'Time' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(actors()).toEqual(['staff:zed', 'staff:owner1']);
  fireEvent.click(screen.getByRole('button', { name: 'Time' }));
  expect(actors()).toEqual(['staff:owner1', 'staff:zed']);
});

it("shows the server's refusal", async () => {
  installFakeAdminApi({
    'GET brands': ok(brands),
    'GET significant-events': failure(403, 30, 'Your roles do not allow this'),
  });
  renderWithTexts(<SignificantEventsPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Your roles do not allow this');
});
