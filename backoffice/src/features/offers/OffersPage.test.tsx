import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminBonusOffer } from '@croupier/contracts';
import { useSessionStore, type StaffRole } from '../session';
import { failure, installFakeAdminApi, ok, type FakeRoutes } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { OffersPage } from './OffersPage';

const brands = [
  { brandId: 'croupier', name: 'Croupier Gold' },
  { brandId: 'lagoon', name: 'Blue Lagoon Casino' },
];

const welcome: AdminBonusOffer = {
  offerId: '0b7e2c1a-6f0e-4b8e-9d51-0f6f0d6f0a01',
  brandId: 'croupier',
  kind: 'welcome',
  name: 'Welcome 100%',
  code: 'WELCOME',
  terms: {
    percent: '100',
    currencies: { IDR: { maxGrant: '1000000', minDeposit: '50000' } },
    wageringMultiplier: '10',
    wageringBase: 'bonus',
    weights: { default: 0, categories: { slots: 100 }, providers: {}, games: {} },
    expiryDays: 30,
    claimsPerPlayer: 1,
    verifiedOnly: true,
    qualifyingProduct: 'casino',
    rewardProduct: 'casino',
  },
  status: 'active',
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  archivedAt: null,
};

const offersRoute = 'GET brands/croupier/bonus-offers';

function signInAs(roles: StaffRole[]) {
  useSessionStore.setState({
    session: { username: 'mk1', roles, brands: 'all', mustChangePassword: false },
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openPage(routes: FakeRoutes) {
  const requests = installFakeAdminApi({ 'GET brands': ok(brands), ...routes });
  renderWithTexts(<OffersPage />);
  await screen.findByRole('row', { name: /Welcome 100%/ });
  return requests;
}

describe('bonus offers', () => {
  it("lists the brand's offers with their terms, and filters by status", async () => {
    signInAs(['payments']);
    const requests = await openPage({
      [offersRoute]: ({ params }) =>
        ok({ items: (params as { status?: string } | undefined)?.status ? [] : [welcome] }),
    });

    const row = screen.getByRole('row', { name: /Welcome 100%/ });
    expect(within(row).getByText('Welcome')).toBeInTheDocument();
    expect(within(row).getByText('WELCOME')).toBeInTheDocument();
    expect(
      within(row).getByText(
        '100 % · IDR up to 1000000 · 10 × bonus · 30 days · 1 per player · verified players only',
      ),
    ).toBeInTheDocument();
    expect(within(row).getByText(/no end/)).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    // payments reads only: no editor, no archive.
    expect(screen.queryByRole('button', { name: 'New offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();

    type('Status', 'archived');
    expect(await screen.findByText('No offer in this brand yet.')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ route: offersRoute, params: { status: 'archived' } });
    expect(requests[1]?.params).toBeUndefined();
  });

  it('shows why the offers could not load, and loads them again', async () => {
    signInAs(['support']);
    let calls = 0;
    installFakeAdminApi({
      'GET brands': ok(brands),
      [offersRoute]: () =>
        ++calls === 1
          ? failure(403, 30, 'Brand croupier is outside your scope')
          : ok({ items: [welcome] }),
    });
    renderWithTexts(<OffersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Brand croupier is outside your scope',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Welcome 100%/ })).toBeInTheDocument();
  });

  it('archives an offer after a confirmation', async () => {
    signInAs(['marketing']);
    const requests = await openPage({
      [offersRoute]: ok({ items: [welcome] }),
      [`POST brands/croupier/bonus-offers/${welcome.offerId}/archive`]: ok({
        ...welcome,
        status: 'archived',
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const question = screen.getByRole('group', {
      name: 'Archive Welcome 100%? Players can no longer take it.',
    });
    expect(requests.map(({ route }) => route)).not.toContain(
      `POST brands/croupier/bonus-offers/${welcome.offerId}/archive`,
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Welcome 100% is archived.');
    expect(requests.map(({ route }) => route)).toContain(
      `POST brands/croupier/bonus-offers/${welcome.offerId}/archive`,
    );
  });
  it("shows the API's refusal of an archive", async () => {
    signInAs(['marketing']);
    await openPage({
      [offersRoute]: ok({ items: [welcome] }),
      [`POST brands/croupier/bonus-offers/${welcome.offerId}/archive`]: failure(
        404,
        6,
        'No such offer in this brand',
      ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such offer in this brand');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the offer editor', () => {
  async function openEditor(routes: FakeRoutes = {}) {
    signInAs(['marketing']);
    const requests = await openPage({ [offersRoute]: ok({ items: [welcome] }), ...routes });
    fireEvent.click(screen.getByRole('button', { name: 'New offer' }));
    return requests;
  }

  it('checks every term before sending', async () => {
    const requests = await openEditor();
    type('Percent', '0');
    type('Largest grant', '-5');
    type('Wagering multiplier', '101');
    type('Expiry (days)', '0');
    type('Valid from (empty: now)', '2026-12-02T00:00');
    type('Valid until (empty: no end)', '2026-12-01T00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Add a category' }));
    type('Category code', 'Slots!');
    fireEvent.click(screen.getByRole('button', { name: 'Create offer' }));

    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Above 0 and at most 1000, two decimals at most')).toBeInTheDocument();
    expect(screen.getByText('A decimal above zero, such as 50000')).toBeInTheDocument();
    expect(screen.getByText('0 to 100, two decimals at most')).toBeInTheDocument();
    expect(screen.getByText('A whole number of days from 1 to 365')).toBeInTheDocument();
    expect(screen.getByText('Must be after the start')).toBeInTheDocument();
    expect(screen.getByText('1 to 32 lowercase letters or "_", such as slots')).toBeInTheDocument();
    expect(screen.getByText('A whole number from 0 to 100')).toBeInTheDocument();
    expect(requests.map(({ route }) => route)).not.toContain('POST brands/croupier/bonus-offers');
  });

  it('sends the terms the form holds, and lists the new offer', async () => {
    const created = {
      ...welcome,
      offerId: '0b7e2c1a-6f0e-4b8e-9d51-0f6f0d6f0a02',
      name: 'Apology',
    };
    const requests = await openEditor({ 'POST brands/croupier/bonus-offers': ok(created) });
    type('Kind', 'manual');
    type('Name', ' Apology ');
    type('Code (optional)', 'sorry-1');
    // A manual offer has no percent and no smallest deposit.
    expect(screen.queryByLabelText('Percent')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Smallest deposit')).not.toBeInTheDocument();
    type('Largest grant', '25000');
    type('Largest bet', '5000');
    fireEvent.click(screen.getByRole('button', { name: 'Add a currency' }));
    const second = screen.getByRole('group', { name: 'Currency 2' });
    fireEvent.change(within(second).getByLabelText('Currency'), { target: { value: 'usdt' } });
    fireEvent.change(within(second).getByLabelText('Largest grant'), { target: { value: '2.5' } });
    type('Weight of other games (%)', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Add a category' }));
    type('Category code', 'slots');
    type('Weight (%)', '100');
    type('Claims per player', '3');
    type('Reward product', 'sports');
    fireEvent.click(screen.getByLabelText('Verified players only'));
    fireEvent.click(screen.getByRole('button', { name: 'Create offer' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Apology is created.');
    expect(
      requests.find(({ route }) => route === 'POST brands/croupier/bonus-offers')?.body,
    ).toEqual({
      kind: 'manual',
      name: 'Apology',
      code: 'sorry-1',
      terms: {
        currencies: { IDR: { maxGrant: '25000', maxBet: '5000' }, USDT: { maxGrant: '2.5' } },
        wageringMultiplier: '10',
        wageringBase: 'bonus',
        weights: { default: 10, categories: { slots: 100 }, providers: {}, games: {} },
        expiryDays: 30,
        claimsPerPlayer: 3,
        verifiedOnly: true,
        qualifyingProduct: 'casino',
        rewardProduct: 'sports',
      },
    });
    expect(screen.queryByRole('form', { name: 'New offer' })).not.toBeInTheDocument();
  });

  it('checks a free-spins offer before sending, and sends its spins, games and stake', async () => {
    const created = { ...welcome, offerId: '0b7e2c1a-6f0e-4b8e-9d51-0f6f0d6f0a03', name: 'Spins' };
    const requests = await openEditor({ 'POST brands/croupier/bonus-offers': ok(created) });
    type('Kind', 'no_deposit');
    type('Name', 'Spins');
    fireEvent.click(screen.getByLabelText('Gives free spins'));
    type('Spins per grant', '0');
    type('Games, one "provider:code" a line', 'no colon here');
    type('Largest grant', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(screen.getByText('A whole number from 1 to 1000')).toBeInTheDocument();
    expect(
      screen.getByText('Each line is "provider:code", such as PP:vs20doghouse'),
    ).toBeInTheDocument();
    // The stake of a spin is required; a grant of spins only gives no money.
    expect(screen.getByText('A decimal above zero, such as 50000')).toBeInTheDocument();
    expect(requests.map(({ route }) => route)).not.toContain('POST brands/croupier/bonus-offers');

    type('Spins per grant', '20');
    type('Games, one "provider:code" a line', 'PP:test-slot\nHUB88:sw_bb');
    type('Stake of a free spin', '2000');
    type('Winnings become', 'real');
    fireEvent.click(screen.getByRole('button', { name: 'Create offer' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Spins is created.');
    const sent = requests.find(({ route }) => route === 'POST brands/croupier/bonus-offers')?.body;
    expect(sent).toMatchObject({
      kind: 'no_deposit',
      terms: {
        currencies: { IDR: { maxGrant: '0', spinStake: '2000' } },
        freeSpins: { spins: 20, games: ['PP:test-slot', 'HUB88:sw_bb'], winnings: 'real' },
      },
    });
  });

  it('refuses free spins on a cashback offer before sending', async () => {
    const requests = await openEditor();
    type('Kind', 'cashback');
    type('Name', 'Cashback spins');
    fireEvent.click(screen.getByLabelText('Gives free spins'));
    type('Games, one "provider:code" a line', 'PP:test-slot');
    fireEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(screen.getByText('A cashback offer cannot give free spins')).toBeInTheDocument();
    expect(requests.map(({ route }) => route)).not.toContain('POST brands/croupier/bonus-offers');
  });

  it("shows the brand's jurisdiction refusal with the rule it names", async () => {
    await openEditor({
      'POST brands/croupier/bonus-offers': failure(
        400,
        2,
        'Rule ukgcWagering: UKGC allows wagering of at most 10 times the bonus, not 20',
      ),
    });
    type('Name', 'Big reload');
    type('Largest grant', '1000000');
    type('Wagering multiplier', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Create offer' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      "The brand's UKGC profile allows wagering of at most 10 times the bonus.",
    );
    expect(refusal).toHaveTextContent('Rule ukgcWagering');
    // The form keeps what was typed, to be corrected.
    expect(screen.getByLabelText('Wagering multiplier')).toHaveValue('20');
  });
});
