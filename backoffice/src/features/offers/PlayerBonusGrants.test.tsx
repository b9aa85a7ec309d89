import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminBonusOffer, BonusEntry, BonusGrant } from '@croupier/contracts';
import { failure, installFakeAdminApi, ok, type FakeRoutes } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { PlayerBonusGrants } from './PlayerBonusGrants';

const PLAYER_ID = '1b7e2c1a-6f0e-4b8e-9d51-0f6f0d6f0a01';
const GRANT_ID = '2b7e2c1a-6f0e-4b8e-9d51-0f6f0d6f0a01';
const OFFER_ID = '3b7e2c1a-6f0e-4b8e-9d51-0f6f0d6f0a01';

const grant: BonusGrant = {
  grantId: GRANT_ID,
  offerId: OFFER_ID,
  kind: 'welcome',
  name: 'Welcome 100%',
  status: 'active',
  currency: 'IDR',
  granted: '500000.00',
  bonusBalance: '320000.00',
  wageringRequired: '5000000.00',
  wageringProgress: '1250000.00',
  maxBet: '200000.00',
  expiresAt: '2026-12-20T10:00:00.000Z',
  freeSpins: null,
  terms: {
    percent: '100',
    currencies: { IDR: { maxGrant: '1000000' } },
    wageringMultiplier: '10',
    wageringBase: 'bonus',
    weights: { default: 100, categories: {}, providers: {}, games: {} },
    expiryDays: 30,
    claimsPerPlayer: 1,
    verifiedOnly: false,
    qualifyingProduct: 'casino',
    rewardProduct: 'casino',
  },
  spendingOrder: 'real_first',
  createdAt: '2026-11-20T10:00:00.000Z',
  endedAt: null,
  endReason: null,
};

const apology: AdminBonusOffer = {
  offerId: '4b7e2c1a-6f0e-4b8e-9d51-0f6f0d6f0a01',
  brandId: 'croupier',
  kind: 'manual',
  name: 'Apology',
  code: null,
  terms: { ...grant.terms, percent: undefined, currencies: { IDR: { maxGrant: '25000' } } },
  status: 'active',
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  archivedAt: null,
};

const entry = (number: number): BonusEntry => ({
  entryId: String(number),
  type: number === 1 ? 'grant' : 'stake',
  spin: null,
  realAmount: number === 1 ? '0.00' : '-1000.00',
  bonusAmount: number === 1 ? '500000.00' : `-${number}000.00`,
  weight: number === 1 ? null : '1',
  progressAdded: number === 1 ? '0' : '1000',
  bonusBalanceAfter: `${500 - number}000.00`,
  gameCode: number === 1 ? null : 'PP:gates',
  at: '2026-11-20T10:00:00.000Z',
});

const grantsRoute = `GET players/${PLAYER_ID}/bonus-grants`;

function renderGrants(routes: FakeRoutes, canWrite: boolean) {
  const requests = installFakeAdminApi({
    'GET brands/croupier/bonus-offers': ok({ items: [apology] }),
    ...routes,
  });
  renderWithTexts(
    <PlayerBonusGrants playerId={PLAYER_ID} brandId="croupier" canWrite={canWrite} />,
  );
  return requests;
}

describe("a player's bonus grants", () => {
  it('shows each grant with its balance, wagering and expiry, and its entries by page', async () => {
    const requests = renderGrants(
      {
        [grantsRoute]: ok([grant]),
        [`GET bonus-grants/${GRANT_ID}/entries`]: ({ params }) => {
          const page = Number((params as { page: string }).page);
          return ok({ items: [entry(page)], total: 12, page, pageSize: 10 });
        },
      },
      false,
    );
    const row = await screen.findByRole('row', { name: /Welcome 100%/ });
    expect(screen.getByRole('columnheader', { name: 'Amount granted' })).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('500000.00 IDR')).toBeInTheDocument();
    expect(within(row).getByText('320000.00 IDR')).toBeInTheDocument();
    expect(within(row).getByText('1250000.00 / 5000000.00')).toBeInTheDocument();
    // support and payments read only.
    expect(screen.queryByRole('button', { name: 'Forfeit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Grant an offer' })).not.toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Entries' }));
    const entries = await screen.findByRole('region', { name: 'Entries of Welcome 100%' });
    expect(await within(entries).findByRole('row', { name: /Grant/ })).toBeInTheDocument();
    fireEvent.click(within(entries).getByRole('button', { name: 'Next' }));
    expect(await within(entries).findByText('-2000.00')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({
      route: `GET bonus-grants/${GRANT_ID}/entries`,
      params: { page: '2', pageSize: '10' },
    });
  });

  it('says when the player has no grant', async () => {
    renderGrants({ [grantsRoute]: ok([]) }, false);
    expect(await screen.findByText('This player has no bonus grant.')).toBeInTheDocument();
  });

  it('grants a manual offer once per submission, with an Idempotency-Key', async () => {
    let grants: BonusGrant[] = [];
    const granted = {
      ...grant,
      grantId: '5b7e2c1a-6f0e-4b8e-9d51-0f6f0d6f0a01',
      name: 'Apology',
      kind: 'manual' as const,
      granted: '25000.00',
    };
    const requests = renderGrants(
      {
        [grantsRoute]: () => ok(grants),
        [`POST players/${PLAYER_ID}/bonus-grants`]: () => {
          grants = [granted];
          return ok(granted);
        },
      },
      true,
    );
    const form = await screen.findByRole('form', { name: 'Grant an offer' });
    await within(form).findByRole('option', { name: 'Apology (Manual)' });
    fireEvent.click(within(form).getByRole('button', { name: 'Grant' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Granted Apology: 25000.00 IDR.');
    expect(await screen.findByRole('row', { name: /Apology/ })).toBeInTheDocument();
    const sent = requests.find(({ route }) => route.startsWith('POST'));
    expect(sent?.body).toEqual({ offerId: apology.offerId });
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the key when a grant is retried after a refusal', async () => {
    const requests = renderGrants(
      {
        [grantsRoute]: ok([]),
        [`POST players/${PLAYER_ID}/bonus-grants`]: failure(
          409,
          48,
          'Offer taken as often as it allows',
        ),
      },
      true,
    );
    const form = await screen.findByRole('form', { name: 'Grant an offer' });
    await within(form).findByRole('option', { name: 'Apology (Manual)' });
    fireEvent.click(within(form).getByRole('button', { name: 'Grant' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Offer taken as often as it allows',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Grant' }));
    await within(form).findByRole('alert');
    const keys = requests
      .filter(({ route }) => route.startsWith('POST'))
      .map(({ idempotencyKey }) => idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('forfeits a grant with a confirmed reason', async () => {
    let current = grant;
    const requests = renderGrants(
      {
        [grantsRoute]: () => ok([current]),
        [`POST bonus-grants/${GRANT_ID}/forfeit`]: () => {
          current = {
            ...grant,
            status: 'forfeited',
            bonusBalance: '0.00',
            endReason: 'staff: Abuse',
          };
          return ok(current);
        },
      },
      true,
    );
    const row = await screen.findByRole('row', { name: /Welcome 100%/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Forfeit' }));
    const form = screen.getByRole('form', { name: 'Forfeit Welcome 100%' });
    expect(form).toHaveTextContent(
      'Forfeiting Welcome 100% ends it for good: its bonus balance of 320000.00 IDR goes back ' +
        'to the house and its wagering stops.',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Forfeit the grant' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    fireEvent.change(
      within(form).getByLabelText('Reason for forfeiting Welcome 100% (staff only)'),
      {
        target: { value: ' Abuse ' },
      },
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Forfeit the grant' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Welcome 100% is forfeited: its bonus money went back to the house.',
    );
    const forfeited = await screen.findByRole('row', { name: /Forfeited/ });
    expect(within(forfeited).queryByRole('button', { name: 'Forfeit' })).not.toBeInTheDocument();
    expect(requests.find(({ route }) => route.endsWith('/forfeit'))?.body).toEqual({
      reason: 'Abuse',
    });
  });
});
