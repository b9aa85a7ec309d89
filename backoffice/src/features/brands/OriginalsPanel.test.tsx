import { fireEvent, screen, within } from '@testing-library/react';
import { useSessionStore, type StaffRole } from '../session';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { BrandPage } from './BrandPage';
import type { OriginalsGameSettings } from './originals';

function signInAs(roles: StaffRole[]) {
  useSessionStore.setState({
    session: { username: 'member', roles, brands: ['lagoon'], mustChangePassword: false },
  });
}

const lagoonPage = { path: '/brands/lagoon', route: '/brands/:brandId' };

const settingsOf = (game: OriginalsGameSettings['game']): OriginalsGameSettings => ({
  game,
  enabled: true,
  edge: '0.01',
  limits:
    game === 'dice'
      ? [{ currency: 'IDR', minStake: '100', maxStake: '5000000', maxPayout: '100000000' }]
      : [],
});
const ORIGINALS = (['dice', 'limbo', 'mines', 'plinko'] as const).map(settingsOf);

async function diceForm() {
  return screen.findByRole('form', { name: 'Dice settings' });
}

const save = (form: HTMLElement) =>
  fireEvent.click(within(form).getByRole('button', { name: 'Save Dice' }));

describe("the brand's originals", () => {
  it('is not shown to marketing, whose role cannot change them', async () => {
    signInAs(['marketing']);
    const requests = installFakeAdminApi({});
    renderWithTexts(<BrandPage />, lagoonPage);

    expect(await screen.findByRole('heading', { name: 'Brand settings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Originals' })).not.toBeInTheDocument();
    expect(requests.map(({ route }) => route)).not.toContain('GET brands/lagoon/originals');
  });

  it("loads each game's switch, edge as a percentage and bounds for the owner", async () => {
    signInAs(['owner']);
    installFakeAdminApi({
      'GET brands/lagoon/originals': ok([
        { ...ORIGINALS[0], edge: '0.025' },
        { ...ORIGINALS[1], enabled: false },
        ...ORIGINALS.slice(2),
      ]),
    });
    renderWithTexts(<BrandPage />, lagoonPage);

    const dice = await diceForm();
    expect(within(dice).getByLabelText('House edge in % (1 to 5, e.g. 2 or 2.5)')).toHaveValue(
      '2.5',
    );
    expect(within(dice).getByLabelText('Dice is open to players')).toBeChecked();
    const idr = within(dice).getByRole('group', { name: 'Bounds in IDR' });
    expect(within(idr).getByLabelText('Minimum stake (IDR)')).toHaveValue('100');
    expect(within(idr).getByLabelText('Maximum stake (IDR)')).toHaveValue('5000000');
    expect(within(idr).getByLabelText('Most one round pays (IDR)')).toHaveValue('100000000');

    const limbo = screen.getByRole('form', { name: 'Limbo settings' });
    expect(within(limbo).getByLabelText('Limbo is open to players')).not.toBeChecked();
    expect(within(limbo).getByText(/No bounds/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Mines settings' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Plinko settings' })).toBeInTheDocument();
  });

  it('refuses an edge outside 1–5 % and a minimum above the maximum before sending', async () => {
    signInAs(['owner']);
    const requests = installFakeAdminApi({ 'GET brands/lagoon/originals': ok(ORIGINALS) });
    renderWithTexts(<BrandPage />, lagoonPage);

    const dice = await diceForm();
    const edge = within(dice).getByLabelText('House edge in % (1 to 5, e.g. 2 or 2.5)');
    for (const bad of ['6', '0.5', '5.01', '0.02', '2,5', '2.125']) {
      fireEvent.change(edge, { target: { value: bad } });
      save(dice);
      expect(
        within(dice).getByText('A percentage from 1 to 5 with up to 2 decimals, such as 2 or 2.5'),
      ).toBeInTheDocument();
    }
    fireEvent.change(edge, { target: { value: '2' } });
    fireEvent.change(within(dice).getByLabelText('Minimum stake (IDR)'), {
      target: { value: '6000000' },
    });
    fireEvent.change(within(dice).getByLabelText('Most one round pays (IDR)'), {
      target: { value: '0.00' },
    });
    save(dice);
    expect(within(dice).getByText('At least the minimum stake')).toBeInTheDocument();
    expect(within(dice).getByText('More than 0')).toBeInTheDocument();
    expect(requests.some(({ route }) => route.startsWith('POST'))).toBe(false);
  });

  it('posts the switch, the edge as a fraction and every currency’s bounds, then saves', async () => {
    signInAs(['owner']);
    const requests = installFakeAdminApi({
      'GET brands/lagoon/originals': ok(ORIGINALS),
      'POST brands/lagoon/originals/dice': ({ body }) =>
        ok({ ...settingsOf('dice'), ...(body as object) }),
    });
    renderWithTexts(<BrandPage />, lagoonPage);

    const dice = await diceForm();
    fireEvent.change(within(dice).getByLabelText('House edge in % (1 to 5, e.g. 2 or 2.5)'), {
      target: { value: '2.25' },
    });
    fireEvent.click(within(dice).getByLabelText('Dice is open to players'));
    // A currency is added by its code, once; IDR's bounds are removed.
    const newCurrency = within(dice).getByLabelText('Currency to add (code, e.g. IDR)');
    fireEvent.change(newCurrency, { target: { value: 'usdt' } });
    fireEvent.click(within(dice).getByRole('button', { name: 'Add bounds for this currency' }));
    fireEvent.change(newCurrency, { target: { value: 'USDT' } });
    fireEvent.click(within(dice).getByRole('button', { name: 'Add bounds for this currency' }));
    expect(within(dice).getByText('This currency has bounds already')).toBeInTheDocument();
    fireEvent.click(within(dice).getByRole('button', { name: 'Remove IDR' }));
    const usdt = within(dice).getByRole('group', { name: 'Bounds in USDT' });
    fireEvent.change(within(usdt).getByLabelText('Minimum stake (USDT)'), {
      target: { value: '0.1' },
    });
    fireEvent.change(within(usdt).getByLabelText('Maximum stake (USDT)'), {
      target: { value: '100' },
    });
    fireEvent.change(within(usdt).getByLabelText('Most one round pays (USDT)'), {
      target: { value: '10000' },
    });
    save(dice);

    expect(await within(dice).findByRole('status')).toHaveTextContent(
      'Dice saved. Bets from now on use these settings.',
    );
    expect(
      requests.find(({ route }) => route === 'POST brands/lagoon/originals/dice')?.body,
    ).toEqual({
      enabled: false,
      edge: '0.0225',
      limits: [{ currency: 'USDT', minStake: '0.1', maxStake: '100', maxPayout: '10000' }],
    });
    expect(within(dice).queryByRole('group', { name: 'Bounds in IDR' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the draft", async () => {
    signInAs(['owner']);
    installFakeAdminApi({
      'GET brands/lagoon/originals': ok(ORIGINALS),
      'POST brands/lagoon/originals/dice': failure(400, 2, 'limits: unknown or repeated currency'),
    });
    renderWithTexts(<BrandPage />, lagoonPage);

    const dice = await diceForm();
    fireEvent.change(within(dice).getByLabelText('Currency to add (code, e.g. IDR)'), {
      target: { value: 'XYZ' },
    });
    fireEvent.click(within(dice).getByRole('button', { name: 'Add bounds for this currency' }));
    const xyz = within(dice).getByRole('group', { name: 'Bounds in XYZ' });
    for (const [label, value] of [
      ['Minimum stake (XYZ)', '1'],
      ['Maximum stake (XYZ)', '2'],
      ['Most one round pays (XYZ)', '3'],
    ] as const) {
      fireEvent.change(within(xyz).getByLabelText(label), { target: { value } });
    }
    save(dice);

    expect(await within(dice).findByText(/unknown or repeated currency/)).toBeInTheDocument();
    expect(within(dice).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dice).getByRole('group', { name: 'Bounds in XYZ' })).toBeInTheDocument();
  });
});
