import { fireEvent, screen, within } from '@testing-library/react';
import { useSessionStore, type StaffRole } from '../session';
import { failure, installFakeAdminApi, ok, type FakeRoutes } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { Hub88PromotionsPage } from './Hub88PromotionsPage';

const brands = [
  { brandId: 'croupier', name: 'Croupier Gold' },
  { brandId: 'lagoon', name: 'Blue Lagoon Casino' },
];
const manualOffer = { offerId: 'offer-manual', kind: 'manual', name: 'Tournament prizes 5x' };
const welcomeOffer = { offerId: 'offer-welcome', kind: 'welcome', name: 'Welcome 100%' };
const failed = {
  grantId: 'grant-1',
  action: 'create',
  gameCode: 'sbx_scratch_gold',
  error: 'No prepaid of sbx_scratch_gold in IDR for 3 spins at 100000 units',
  attempts: 2,
  failedAt: '2026-11-29T09:00:00.000Z',
};
const POLICY = 'brands/croupier/hub88/supplier-promo-policy';

function signInAs(roles: StaffRole[]) {
  useSessionStore.setState({
    session: { username: 'mk1', roles, brands: 'all', mustChangePassword: false },
  });
}

async function openPage(routes: FakeRoutes) {
  const requests = installFakeAdminApi({
    'GET brands': ok(brands),
    [`GET ${POLICY}`]: ok({ brandId: 'croupier', policy: 'real', bonusOfferId: null }),
    'GET brands/croupier/bonus-offers': ok({ items: [manualOffer, welcomeOffer] }),
    'GET hub88/reward-failures': ok({ failures: [failed] }),
    ...routes,
  });
  renderWithTexts(<Hub88PromotionsPage />);
  // Three requests load the page: on a busy machine that takes more than the default second.
  await screen.findByRole('row', { name: /grant-1/ }, { timeout: 5000 });
  await screen.findByLabelText('Pay supplier promotions', undefined, { timeout: 5000 });
  return requests;
}

it("marketing pays a brand's supplier promotions as bonus money with one of its manual offers", async () => {
  signInAs(['marketing']);
  const requests = await openPage({
    [`PUT ${POLICY}`]: ({ body }) =>
      ok({ brandId: 'croupier', bonusOfferId: null, ...(body as object) }),
  });
  const policy = screen.getByLabelText('Pay supplier promotions') as HTMLSelectElement;
  expect(policy.value).toBe('real');
  fireEvent.change(policy, { target: { value: 'bonus' } });
  const save = screen.getByRole('button', { name: 'Save policy' });
  // Bonus money needs an offer: only the brand's manual offers are offered.
  expect(save).toBeDisabled();
  const offer = screen.getByLabelText('Manual offer giving the wagering');
  expect(
    within(offer)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose an offer', 'Tournament prizes 5x']);
  fireEvent.change(offer, { target: { value: 'offer-manual' } });
  fireEvent.click(save);
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Supplier promotions are now paid: As bonus money.',
  );
  expect(requests.filter((request) => request.route === `PUT ${POLICY}`)).toEqual([
    expect.objectContaining({ body: { policy: 'bonus', bonusOfferId: 'offer-manual' } }),
  ]);
});

it('a refused policy change shows why and a refusal changes nothing', async () => {
  signInAs(['marketing']);
  await openPage({
    [`PUT ${POLICY}`]: failure(400, 2, 'The offer must be an active manual offer of this brand'),
  });
  fireEvent.change(screen.getByLabelText('Pay supplier promotions'), {
    target: { value: 'refuse' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
  expect(
    await screen.findByText('The offer must be an active manual offer of this brand'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('marketing retries a failed reward now: still failing, then resolved and gone', async () => {
  signInAs(['marketing']);
  let fixed = false;
  const requests = await openPage({
    'GET hub88/reward-failures': () => ok({ failures: fixed ? [] : [failed] }),
    'POST hub88/reward-failures/grant-1/create/retry': () =>
      fixed
        ? ok({ resolved: true, failure: null })
        : ok({ resolved: false, failure: { ...failed, attempts: 3 } }),
  });
  const row = screen.getByRole('row', { name: /grant-1/ });
  expect(row).toHaveTextContent('Create');
  expect(row).toHaveTextContent('sbx_scratch_gold');
  expect(row).toHaveTextContent('No prepaid of sbx_scratch_gold');

  fireEvent.click(within(row).getByRole('button', { name: 'Retry now' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Hub88 refused the reward of grant grant-1 again',
  );
  fixed = true;
  fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
  expect(await screen.findByText('No failed rewards.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('The reward of grant grant-1 is done.');
  expect(
    requests.filter((request) => request.route.endsWith('/retry')).map((request) => request.route),
  ).toEqual([
    'POST hub88/reward-failures/grant-1/create/retry',
    'POST hub88/reward-failures/grant-1/create/retry',
  ]);
});

it('support reads the policy and the failures but cannot change or retry them', async () => {
  signInAs(['support']);
  await openPage({});
  expect(screen.queryByRole('button', { name: 'Save policy' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument();
});
