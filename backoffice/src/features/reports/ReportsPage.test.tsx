import { fireEvent, screen, within } from '@testing-library/react';
import { useSessionStore, type StaffRole } from '../session';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { ReportsPage } from './ReportsPage';

const brands = [{ brandId: 'croupier', name: 'Croupier Gold' }];
const ggrRow = {
  day: '2026-11-20',
  brandId: 'croupier',
  gpid: 'PP',
  providerName: 'Pragmatic Play',
  gameCode: 'gates',
  gameName: 'Gates of Olympus',
  currency: 'IDR',
  stakes: '12000.00',
  wins: '4000.00',
  ggr: '8000.00',
};

function signInAs(roles: StaffRole[]) {
  useSessionStore.setState({
    session: { username: 'staff1', roles, brands: 'all', mustChangePassword: false },
  });
}

function choose(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('reports', () => {
  it('shows the rows of the range and links its CSV file', async () => {
    signInAs(['payments']);
    const requests = installFakeAdminApi({
      'GET brands': ok(brands),
      'GET reports/ggr': ok({ from: '2026-11-01', to: '2026-11-24', rows: [ggrRow] }),
    });
    renderWithTexts(<ReportsPage />);
    await screen.findByRole('option', { name: 'Croupier Gold' });
    choose('Brand', 'croupier');
    choose('From', '2026-11-01');
    choose('To', '2026-11-24');
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));

    const row = await screen.findByRole('row', { name: /^2026-11-20 / });
    expect(within(row).getByText('Gates of Olympus')).toBeInTheDocument();
    expect(within(row).getByText('8,000.00 IDR')).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({
      route: 'GET reports/ggr',
      params: { brandId: 'croupier', from: '2026-11-01', to: '2026-11-24' },
      body: undefined,
    });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/admin/v1/reports/ggr?brandId=croupier&from=2026-11-01&to=2026-11-24&format=csv',
    );
  });

  it('refuses a range in the wrong order or longer than 366 days before asking', async () => {
    signInAs(['payments']);
    const requests = installFakeAdminApi({ 'GET brands': ok(brands) });
    renderWithTexts(<ReportsPage />);
    await screen.findByRole('option', { name: 'Croupier Gold' });

    choose('From', '2026-03-02');
    choose('To', '2026-03-01');
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(screen.getByText('The last day is before the first')).toBeInTheDocument();

    choose('From', '2025-01-01');
    choose('To', '2026-01-02');
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(screen.getByText('A report covers at most 366 days')).toBeInTheDocument();
    expect(requests.map(({ route }) => route)).toEqual(['GET brands']);
  });

  it('offers marketing the revenue reports only, and every brand of the scope', async () => {
    signInAs(['marketing']);
    const requests = installFakeAdminApi({
      'GET brands': ok(brands),
      'GET reports/ngr': ok({ from: '2026-11-01', to: '2026-11-02', rows: [] }),
    });
    renderWithTexts(<ReportsPage />);
    await screen.findByRole('option', { name: 'Croupier Gold' });

    const names = within(screen.getByLabelText('Report')).getAllByRole('option');
    expect(names.map((option) => option.textContent)).toEqual([
      'GGR per game',
      'NGR per brand',
      'Game performance',
      'Bonuses per offer',
    ]);
    choose('Report', 'ngr');
    choose('From', '2026-11-01');
    choose('To', '2026-11-02');
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));

    expect(await screen.findByText('Nothing moved in these days.')).toBeInTheDocument();
    expect(requests.at(-1)?.params).toEqual({ from: '2026-11-01', to: '2026-11-02' });
  });

  it("shows a brand's bonus report per offer and currency, and its CSV file", async () => {
    signInAs(['marketing']);
    const requests = installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/croupier/bonus-report': ok({
        from: '2026-11-01',
        to: '2026-11-24',
        items: [
          {
            offerId: '0b7e2c1a-6f0e-4b8e-9d51-0f6f0d6f0a01',
            name: '=Welcome, 100%',
            kind: 'welcome',
            currency: 'IDR',
            claims: 3,
            granted: '1500000.00',
            converted: '200000.00',
            forfeited: '100000.00',
            expired: '0.00',
            outstanding: '1200000.00',
          },
        ],
      }),
    });
    renderWithTexts(<ReportsPage />);
    await screen.findByRole('option', { name: 'Croupier Gold' });
    choose('Report', 'bonus');
    await screen.findByRole('option', { name: 'Croupier Gold' });
    choose('From', '2026-11-01');
    choose('To', '2026-11-24');
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));

    const row = await screen.findByRole('row', { name: /Welcome, 100%/ });
    expect(within(row).getByText('Welcome')).toBeInTheDocument();
    expect(within(row).getByText('1200000.00')).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({
      route: 'GET brands/croupier/bonus-report',
      params: { from: '2026-11-01', to: '2026-11-24' },
      body: undefined,
    });
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute(
      'href',
      '/admin/v1/brands/croupier/bonus-report?from=2026-11-01&to=2026-11-24&format=csv',
    );
  });

  it('says when no offer of the brand granted anything in the days', async () => {
    signInAs(['payments']);
    installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/croupier/bonus-report': ok({ from: '2026-11-01', to: '2026-11-02', items: [] }),
    });
    renderWithTexts(<ReportsPage />);
    await screen.findByRole('option', { name: 'Croupier Gold' });
    choose('Report', 'bonus');
    await screen.findByRole('option', { name: 'Croupier Gold' });
    choose('From', '2026-11-02');
    choose('To', '2026-11-01');
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(screen.getByText('The last day is before the first')).toBeInTheDocument();
    choose('From', '2026-11-01');
    choose('To', '2026-11-02');
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(
      await screen.findByText("No grant of this brand's offers in these days."),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    signInAs(['payments']);
    installFakeAdminApi({
      'GET brands': ok(brands),
      'GET reports/ggr': failure(403, 30, 'Brand lagoon is outside your scope'),
    });
    renderWithTexts(<ReportsPage />);
    await screen.findByRole('option', { name: 'Croupier Gold' });
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Brand lagoon is outside your scope',
    );
  });
});
