import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '../session';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { BonusesPage } from './BonusesPage';
import { PromotionForm } from './PromotionForm';

const brands = [
  { brandId: 'croupier', name: 'Croupier Gold' },
  { brandId: 'lagoon', name: 'Blue Lagoon Casino' },
];

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillPromotion() {
  type("Player's username", ' Alice ');
  type('Amount', '50000');
  type('Currency', 'idr');
  type('Description (the player sees it)', 'Weekend promotion');
}

beforeEach(() => {
  useSessionStore.setState({
    session: { username: 'mk1', roles: ['marketing'], brands: 'all', mustChangePassword: false },
  });
});

describe('promotion bonus', () => {
  it('checks the fields before crediting', async () => {
    const requests = installFakeAdminApi({});
    renderWithTexts(<PromotionForm brandId="lagoon" />);

    type('Amount', '0');
    type('Currency', 'rp.');
    fireEvent.click(screen.getByRole('button', { name: 'Credit bonus' }));

    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('A decimal above zero, such as 50000')).toBeInTheDocument();
    expect(screen.getByText('2 to 10 capital letters or digits, such as IDR')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('credits the bonus once per submission, with an Idempotency-Key', async () => {
    const requests = installFakeAdminApi({
      'POST bonuses/promotion': ok({
        bonusId: 'b1',
        amount: '50000.00',
        currency: 'IDR',
        description: 'Weekend promotion',
        createdAt: '2026-11-24T10:00:00.000Z',
      }),
    });
    renderWithTexts(<PromotionForm brandId="lagoon" />);
    fillPromotion();
    fireEvent.click(screen.getByRole('button', { name: 'Credit bonus' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Credited 50000.00 IDR to Alice.');
    const sent = requests[0];
    expect(sent?.body).toEqual({
      brandId: 'lagoon',
      username: 'Alice',
      amount: '50000',
      currency: 'IDR',
      description: 'Weekend promotion',
    });
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal, and a retry sends the same key", async () => {
    const requests = installFakeAdminApi({
      'POST bonuses/promotion': failure(404, 6, 'No player alice in brand lagoon'),
    });
    renderWithTexts(<PromotionForm brandId="lagoon" />);
    fillPromotion();
    fireEvent.click(screen.getByRole('button', { name: 'Credit bonus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No player alice in brand lagoon');

    fireEvent.click(screen.getByRole('button', { name: 'Credit bonus' }));
    await screen.findByRole('alert');
    const keys = requests.map(({ idempotencyKey }) => idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

const welcome = {
  offerId: '0d4c0f3a-8a51-4bb2-9d0e-5b1e4a7f0c11',
  brandId: 'croupier',
  kind: 'welcome',
  name: 'Welcome Bonus 100%',
  code: null,
  terms: {
    percent: '100',
    currencies: { IDR: { maxGrant: '16250000', minDeposit: '50000', maxBet: '162500' } },
    wageringMultiplier: '10',
    wageringBase: 'bonus',
    weights: { default: 0, categories: { slots: 100 }, providers: {}, games: {} },
    expiryDays: 30,
    claimsPerPlayer: 1,
    verifiedOnly: false,
    qualifyingProduct: 'casino',
    rewardProduct: 'casino',
  },
  status: 'active',
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  archivedAt: null,
};

const asRole = (role: 'marketing' | 'payments') =>
  useSessionStore.setState({
    session: { username: 'staff1', roles: [role], brands: 'all', mustChangePassword: false },
  });

describe('offers', () => {
  it('lists the brand’s offers and archives one only after a confirmation', async () => {
    let status = 'active';
    const requests = installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/croupier/bonus-offers': () => ok({ items: [{ ...welcome, status }] }),
      'POST brands/croupier/bonus-offers/0d4c0f3a-8a51-4bb2-9d0e-5b1e4a7f0c11/archive': () => {
        status = 'archived';
        return ok({ ...welcome, status });
      },
    });
    renderWithTexts(<BonusesPage />);
    const offers = await screen.findByRole('region', { name: 'Offers' });
    const row = await within(offers).findByRole('row', { name: /Welcome Bonus 100%/ });
    expect(row).toHaveTextContent('100% up to 16250000 IDR; wager 10× the bonus in 30 days');
    expect(requests.find(({ route }) => route.endsWith('bonus-offers'))?.params).toEqual({
      status: 'active',
    });

    fireEvent.click(within(row).getByRole('button', { name: 'Archive' }));
    const dialog = within(row).getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Archive Welcome Bonus 100%? No one can take it any more');
    expect(requests.some(({ route }) => route.endsWith('/archive'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, archive it' }));
    await waitFor(() =>
      expect(requests.some(({ route }) => route.endsWith('/archive'))).toBe(true),
    );
  });

  it('shows payments the offers and the report, and no way to change them', async () => {
    asRole('payments');
    installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/croupier/bonus-offers': ok({ items: [welcome] }),
    });
    renderWithTexts(<BonusesPage />);
    const offers = await screen.findByRole('region', { name: 'Offers' });
    await within(offers).findByRole('row', { name: /Welcome Bonus 100%/ });
    expect(within(offers).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Promotion bonus' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Bonus report' })).toBeInTheDocument();
  });

  it('checks a new offer before sending it, and shows the jurisdiction’s refusal', async () => {
    const requests = installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/croupier/bonus-offers': ok({ items: [] }),
      'POST brands/croupier/bonus-offers': failure(
        400,
        48,
        'UKGC: the wagering multiplier may be at most 10 (rule ukgcWagering)',
      ),
    });
    renderWithTexts(<BonusesPage />);
    const editor = await screen.findByRole('form', { name: 'New offer' });
    const inEditor = (label: string) => within(editor).getByLabelText(label);
    fireEvent.click(within(editor).getByRole('button', { name: 'Create offer' }));
    expect(within(editor).getByText('Required')).toBeInTheDocument();
    expect(within(editor).getByText('A decimal above zero, such as 50000')).toBeInTheDocument();
    expect(requests.some(({ route }) => route.startsWith('POST'))).toBe(false);

    fireEvent.change(inEditor('Name'), { target: { value: ' Reload 50% ' } });
    fireEvent.change(inEditor('Largest grant (fixed amount for no-deposit and manual)'), {
      target: { value: '500000' },
    });
    fireEvent.change(inEditor('Wagering multiplier'), { target: { value: '35' } });
    fireEvent.change(inEditor('Code (optional)'), { target: { value: 'RELOAD50' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Create offer' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'UKGC: the wagering multiplier may be at most 10 (rule ukgcWagering)',
    );
    expect(
      requests.find(({ route }) => route === 'POST brands/croupier/bonus-offers')?.body,
    ).toEqual({
      kind: 'reload',
      name: 'Reload 50%',
      code: 'RELOAD50',
      terms: {
        percent: '50',
        currencies: { IDR: { maxGrant: '500000' } },
        wageringMultiplier: '35',
        wageringBase: 'bonus',
        weights: {
          default: 0,
          categories: { slots: 100, fishing: 100, casino: 10, cards: 10, lottery: 0, sports: 0 },
          providers: {},
          games: {},
        },
        expiryDays: 30,
        claimsPerPlayer: 1,
        verifiedOnly: false,
        qualifyingProduct: 'casino',
        rewardProduct: 'casino',
      },
    });
  });

  it('shows the bonus report of a range, with its CSV file', async () => {
    installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/croupier/bonus-offers': ok({ items: [] }),
      'GET brands/croupier/bonus-report': ok({
        from: '2026-11-01',
        to: '2026-11-30',
        items: [
          {
            offerId: welcome.offerId,
            name: 'Welcome Bonus 100%',
            kind: 'welcome',
            currency: 'IDR',
            claims: 3,
            granted: '300000.00',
            converted: '100000.00',
            forfeited: '50000.00',
            expired: '0.00',
            outstanding: '150000.00',
          },
        ],
      }),
    });
    renderWithTexts(<BonusesPage />);
    const report = await screen.findByRole('form', { name: 'Bonus report' });
    fireEvent.change(within(report).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(report).getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(within(report).getByRole('button', { name: 'Show report' }));
    const row = await screen.findByRole('row', { name: /Welcome Bonus 100%/ });
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('100000.00 IDR');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/admin/v1/brands/croupier/bonus-report?from=2026-11-01&to=2026-11-30&format=csv',
    );
  });
});
