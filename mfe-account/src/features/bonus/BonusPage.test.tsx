import { fireEvent, screen, within } from '@testing-library/react';
import type { Bonus } from '@croupier/shared';
import { installFakeApi, ok } from '../../../../shared/src/testing/fakeApi';
import { renderAccountRoute, resetToLoggedInPlayer } from '../../testing/renderAccountRoute';

const BONUS_URL = '/account/reward/bonus/';

const bonus = (overrides: Partial<Bonus> = {}): Bonus => ({
  bonusId: 'b-1',
  source: 'referral',
  amount: '1500.5',
  currency: 'IDR',
  status: 'credited',
  description: 'Commission for bob',
  createdAt: '2026-01-02T03:04:05.000Z',
  ...overrides,
});

beforeEach(resetToLoggedInPlayer);

describe('the cash bonuses', () => {
  it('lists the bonuses and pages', async () => {
    const requests = installFakeApi({
      '/v1/bonus/list': ({ body }) =>
        ok({
          items: [bonus(), bonus({ bonusId: 'b-2', source: 'promotion', description: 'Welcome' })],
          total: 12,
          page: (body as { page: number }).page,
          pageSize: 10,
        }),
    });
    renderAccountRoute(BONUS_URL);
    const rows = (await screen.findAllByRole('row')).slice(1);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Referral')).toBeInTheDocument();
    expect(first.getByText('Commission for bob')).toBeInTheDocument();
    expect(first.getByText('1,500.50')).toBeInTheDocument();
    expect(first.getByText('IDR')).toBeInTheDocument();
    expect(first.getByText('Credited')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Promotion')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    const listed = requests.filter(({ url }) => url === '/v1/bonus/list');
    expect(listed.map(({ body }) => body)).toEqual([
      { page: 1, pageSize: 10 },
      { page: 2, pageSize: 10 },
    ]);
  });

  it('shows the empty state', async () => {
    installFakeApi({ '/v1/bonus/list': ok({ items: [], total: 0, page: 1, pageSize: 10 }) });
    renderAccountRoute(BONUS_URL);
    expect(await screen.findByText('No bonuses yet.')).toBeInTheDocument();
  });
});
