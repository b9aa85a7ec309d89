import { fireEvent, screen, within } from '@testing-library/react';
import type { ReferralSummary, ReferredPlayer } from '@croupier/shared';
import { installFakeApi, ok } from '../../../../shared/src/testing/fakeApi';
import { renderReferralRoute, resetToLoggedInPlayer } from '../../testing/renderReferralRoute';

const REFERRAL_URL = '/account/referral/';

const summary: ReferralSummary = {
  referralCode: 'ALICE1',
  referredCount: 2,
  earnings: [
    { currency: 'IDR', amount: '15000.5' },
    { currency: 'USDT', amount: '1.234567' },
  ],
  programme: { enabled: true, commissionPercent: '1.5' },
};

const player = (overrides: Partial<ReferredPlayer> = {}): ReferredPlayer => ({
  username: 'bo***ob',
  joinedAt: '2026-01-02T03:04:05.000Z',
  status: 'active',
  earnings: [{ currency: 'IDR', amount: '15000.5' }],
  ...overrides,
});

const writeText = jest.fn(() => Promise.resolve());

beforeEach(() => {
  resetToLoggedInPlayer();
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

describe('referral page', () => {
  it('shows the code, the link with its QR code, the terms and the earnings', async () => {
    installFakeApi({
      '/v1/referral/get': ok(summary),
      '/v1/referral/players': ok({ items: [], total: 0, page: 1, pageSize: 10 }),
    });
    renderReferralRoute(REFERRAL_URL);

    expect(await screen.findByTestId('referral-code')).toHaveTextContent('ALICE1');
    const link = `${window.location.origin}/?register&referralCode=ALICE1`;
    expect(screen.getByTestId('referral-link')).toHaveValue(link);
    expect(screen.getByTestId('referral-terms')).toHaveTextContent(
      'You earn 1.5% of every approved deposit made by the players you refer.',
    );
    expect(screen.getByTestId('referral-earnings')).toHaveTextContent('15,000.50 IDR');
    expect(screen.getByTestId('referral-earnings')).toHaveTextContent('1.23457 USDT');
    expect(await screen.findByText('No one has joined with your link yet.')).toBeInTheDocument();
    expect(await screen.findByAltText('QR code of your referral link')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('lists the referred players and pages', async () => {
    const requests = installFakeApi({
      '/v1/referral/get': ok(summary),
      '/v1/referral/players': ({ body }) =>
        ok({
          items: [player(), player({ username: 'ca***ol', status: 'registered', earnings: [] })],
          total: 15,
          page: (body as { page: number }).page,
          pageSize: 10,
        }),
    });
    renderReferralRoute(REFERRAL_URL);

    const rows = (await screen.findAllByRole('row')).slice(1);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('bo***ob')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('15,000.50 IDR')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Registered')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(
      requests.filter(({ url }) => url === '/v1/referral/players').map(({ body }) => body),
    ).toEqual([
      { page: 1, pageSize: 10 },
      { page: 2, pageSize: 10 },
    ]);
  });
});
