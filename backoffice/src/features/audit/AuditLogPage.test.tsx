import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeAdminApi, ok, type RecordedRequest } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { AuditLogPage } from './AuditLogPage';

const protectionChange = {
  id: '41',
  at: '2026-11-28T10:00:00.000Z',
  actor: 'ana',
  actorKind: 'staff',
  action: 'brand.set-protection',
  brandId: 'lagoon',
  target: 'brand:lagoon',
  before: { verifyBeforePlay: false, amlThreshold: '35000000.00' },
  after: { verifyBeforePlay: true, amlThreshold: '35000000.00' },
  ip: '10.0.0.5',
};

const page = (items: unknown[]) => ok({ items, total: items.length, page: 1, pageSize: 50 });

function fakeApi(): RecordedRequest[] {
  return installFakeAdminApi({
    'GET audit': page([protectionChange]),
    'GET audit/choices': ok({
      actors: ['ana', 'release-bot'],
      actions: ['auth.login-refused', 'brand.set-protection'],
    }),
    'GET brands': ok([
      { brandId: 'croupier', name: 'Croupier Gold' },
      { brandId: 'lagoon', name: 'Blue Lagoon Casino' },
    ]),
    'GET audit/failed-logins': ok([
      { target: 'mallory', failures: 12, lastAt: '2026-11-28T09:00:00.000Z', lastIp: '10.9.9.9' },
    ]),
  });
}

const auditQueries = (requests: RecordedRequest[]) =>
  requests.filter(({ route }) => route === 'GET audit').map(({ params }) => params);

describe('audit log', () => {
  it('hides failed logins by default and filters by pick-lists, target and UTC days', async () => {
    const requests = fakeApi();
    renderWithTexts(<AuditLogPage />);
    await screen.findByRole('option', { name: 'release-bot' });
    expect(auditQueries(requests)).toEqual([{ failedLogins: 'hide', page: '1', pageSize: '50' }]);

    fireEvent.change(screen.getByLabelText('Actor'), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText('Action'), {
      target: { value: 'brand.set-protection' },
    });
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'lagoon' } });
    fireEvent.change(screen.getByLabelText('Target starts with'), {
      target: { value: 'brand:' },
    });
    fireEvent.change(screen.getByLabelText('From (UTC day)'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To (UTC day)'), { target: { value: '2026-11-28' } });
    fireEvent.click(screen.getByLabelText('Show failed logins among the entries'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

    await screen.findByRole('row', { name: /brand\.set-protection/ });
    expect(auditQueries(requests).at(-1)).toEqual({
      actor: 'ana',
      action: 'brand.set-protection',
      brand: 'lagoon',
      target: 'brand:',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-29T00:00:00.000Z',
      failedLogins: 'include',
      page: '1',
      pageSize: '50',
    });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/admin/v1/audit?from=2026-11-01T00%3A00%3A00.000Z&to=2026-11-29T00%3A00%3A00.000Z' +
        '&failedLogins=include&actor=ana&action=brand.set-protection&brand=lagoon' +
        '&target=brand%3A&format=csv',
    );
  });

  it('refuses a range whose last day comes first, sending nothing', async () => {
    const requests = fakeApi();
    renderWithTexts(<AuditLogPage />);
    await screen.findByRole('option', { name: 'release-bot' });

    fireEvent.change(screen.getByLabelText('From (UTC day)'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To (UTC day)'), { target: { value: '2026-11-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(screen.getByText('The last day comes before the first')).toBeInTheDocument();
    expect(auditQueries(requests)).toHaveLength(1);
  });

  it('shows an entry’s before and after side by side, the changed field marked', async () => {
    fakeApi();
    renderWithTexts(<AuditLogPage />);

    fireEvent.click(
      await screen.findByRole('button', { name: 'Show what brand.set-protection #41 changed' }),
    );

    const changes = screen.getByRole('table', { name: 'Before and after of entry #41' });
    const changed = within(changes).getByRole('row', { name: /^verifyBeforePlay · changed/ });
    expect(
      within(changed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['false', 'true']);
    expect(
      within(changes).getByRole('row', { name: /^amlThreshold "35000000.00"/ }),
    ).toBeInTheDocument();
    fireEvent.click(
      screen.getByRole('button', { name: 'Hide what brand.set-protection #41 changed' }),
    );
    expect(screen.queryByRole('table', { name: /Before and after/ })).not.toBeInTheDocument();
  });

  it('keeps failed logins folded, per username, until opened', async () => {
    const requests = fakeApi();
    renderWithTexts(<AuditLogPage />);
    const summary = await screen.findByText('Failed logins, per username');
    expect(requests.some(({ route }) => route === 'GET audit/failed-logins')).toBe(false);

    fireEvent.click(summary);
    const details = summary.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));

    const row = await screen.findByRole('row', { name: /^mallory 12/ });
    expect(within(row).getByText('10.9.9.9')).toBeInTheDocument();
  });
});
