import { fireEvent, screen, within } from '@testing-library/react';
import { eventBus, useAuthStore, useUserStore, type PlayerLimit } from '@croupier/shared';
import { alice } from '../../../../shared/src/testing/fixtures';
import {
  failure,
  installFakeApi,
  ok,
  type FakeRoutes,
} from '../../../../shared/src/testing/fakeApi';
import { renderAccountRoute, resetToLoggedInPlayer } from '../../testing/renderAccountRoute';

const RG_URL = '/account/responsible-gaming/';

const depositDaily: PlayerLimit = {
  type: 'deposit',
  period: 'day',
  currency: 'IDR',
  amount: '100000',
  used: '25000',
  remaining: '75000',
  pending: null,
};

const sessionLimit: PlayerLimit = {
  type: 'session',
  minutes: 60,
  used: '12',
  remaining: '48',
  pending: { minutes: 90, removal: false, effectiveAt: '2026-01-02T03:04:05.000Z' },
};

const lossWeekly: PlayerLimit = {
  type: 'loss',
  period: 'week',
  currency: 'IDR',
  amount: '500000',
  used: '0',
  remaining: '500000',
  pending: { removal: true, effectiveAt: '2026-01-02T03:04:05.000Z' },
};

const limitsAnswer = (limits: PlayerLimit[]) =>
  ok({ limits, promptDepositLimit: false, baseCurrency: 'IDR' });

const realityCheckAnswer = (minutes: number, canBeOff = true) =>
  ok({ minutes, brandDefaultMinutes: 60, canBeOff });

/** The page's two reads, answered unless a test says otherwise. */
const READS = ['/v1/rg/limits', '/v1/rg/reality-check'];

function installRgApi(routes: FakeRoutes) {
  return installFakeApi({ '/v1/rg/reality-check': realityCheckAnswer(60), ...routes });
}

const urlsOf = (requests: { url: string }[]) => requests.map(({ url }) => url).sort();

beforeEach(resetToLoggedInPlayer);

describe('responsible gaming limits', () => {
  it('lists each limit with used, remaining and its pending change', async () => {
    installRgApi({ '/v1/rg/limits': limitsAnswer([sessionLimit, lossWeekly, depositDaily]) });
    renderAccountRoute(RG_URL);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('DepositDaily100,000.00 IDR25,000.00 IDR75,000.00 IDRRemove'),
      expect.stringContaining('LossWeekly500,000.00 IDR0.00 IDR500,000.00 IDRRemoval from'),
      expect.stringContaining('Session timePer session60 min12 min48 minChanges to 90 min from'),
    ]);
    const deposit = within(rows[0] as HTMLElement);
    expect(deposit.getByRole('button', { name: 'Remove the Deposit (Daily) limit' })).toBeVisible();
    // A limit already being removed offers no second removal.
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Responsible gaming' })).toBeInTheDocument();
  });

  it('names every cell by its column, so a phone shows each row as a labelled card', async () => {
    installRgApi({ '/v1/rg/limits': limitsAnswer([depositDaily]) });
    renderAccountRoute(RG_URL);
    const [, row] = await screen.findAllByRole('row');
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Limit',
      'Period',
      'Limit',
      'Used',
      'Remaining',
      'Pending change',
      'Actions',
    ]);
  });

  it('says when there are no limits', async () => {
    installRgApi({ '/v1/rg/limits': limitsAnswer([]) });
    renderAccountRoute(RG_URL);
    expect(await screen.findByText('You have no limits yet. Set one below.')).toBeVisible();
  });

  it('shows a failed load with a retry', async () => {
    installRgApi({ '/v1/rg/limits': failure(500, 3, 'Server unavailable') });
    renderAccountRoute(RG_URL);
    expect(await screen.findByText('Server unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The reality check loads on its own: it stays usable whatever the limits' load did.
    expect(await screen.findByLabelText('Remind me')).toBeVisible();
  });

  it('removes a limit and reloads the table', async () => {
    let removed = false;
    const requests = installRgApi({
      '/v1/rg/limits': () =>
        limitsAnswer([
          removed
            ? { ...depositDaily, pending: { removal: true, effectiveAt: '2026-01-02T00:00:00Z' } }
            : depositDaily,
        ]),
      '/v1/rg/remove-limit': () => {
        removed = true;
        return ok({
          value: '100000',
          pending: { value: null, effectiveAt: '2026-01-02T00:00:00Z' },
        });
      },
    });
    renderAccountRoute(RG_URL);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove the Deposit (Daily) limit' }),
    );
    expect(await screen.findByText(/Removal from/)).toBeVisible();
    expect(requests.filter(({ url }) => url === '/v1/rg/remove-limit')[0]?.body).toEqual({
      type: 'deposit',
      period: 'day',
    });
  });
});

describe('the limit form', () => {
  it('refuses a bad amount before sending anything', async () => {
    const requests = installRgApi({ '/v1/rg/limits': limitsAnswer([]) });
    renderAccountRoute(RG_URL);
    fireEvent.change(await screen.findByLabelText('Amount (IDR)'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(
      await screen.findByText('Enter an amount greater than 0, e.g. 100000 or 50.5.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Amount (IDR)')).toHaveAttribute('aria-invalid', 'true');
    expect(urlsOf(requests)).toEqual(READS);
  });

  it('asks for session minutes within a day', async () => {
    const requests = installRgApi({ '/v1/rg/limits': limitsAnswer([]) });
    renderAccountRoute(RG_URL);
    fireEvent.change(await screen.findByLabelText('Limit'), { target: { value: 'session' } });
    expect(screen.queryByLabelText('Period')).toBeNull();
    fireEvent.change(screen.getByLabelText('Minutes per session'), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(
      await screen.findByText('Enter a whole number of minutes from 1 to 1440.'),
    ).toBeVisible();
    expect(urlsOf(requests)).toEqual(READS);
  });

  it('sends a valid limit and shows the table again with it', async () => {
    let limits: PlayerLimit[] = [];
    const requests = installRgApi({
      '/v1/rg/limits': () => limitsAnswer(limits),
      '/v1/rg/set-limit': () => {
        limits = [depositDaily];
        return ok({ value: '100000', pending: null });
      },
    });
    renderAccountRoute(RG_URL);
    fireEvent.change(await screen.findByLabelText('Period'), { target: { value: 'day' } });
    // The amount is in the player's currency, typed with thousands separators.
    fireEvent.change(screen.getByLabelText('Amount (IDR)'), { target: { value: '100,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Your limit is now in force.')).toBeVisible();
    expect(await screen.findByText('100,000.00 IDR')).toBeVisible();
    expect(requests.filter(({ url }) => url === '/v1/rg/set-limit')[0]?.body).toEqual({
      type: 'deposit',
      period: 'day',
      amount: '100000',
      currency: 'IDR',
    });
  });

  it("shows a limit typed in the player's currency in the brand's base currency too", async () => {
    useUserStore.setState({ user: { ...alice, currency: 'USD' } });
    const requests = installRgApi({
      '/v1/rg/limits': limitsAnswer([]),
      '/v1/getExchangeRate': ok({
        currency: 'USD',
        targetCurrency: 'IDR',
        rate: '16250',
        updatedAt: '2026-01-02T03:04:05.000Z',
      }),
    });
    renderAccountRoute(RG_URL);
    fireEvent.change(await screen.findByLabelText('Amount (USD)'), {
      target: { value: '2,500' },
    });
    expect(await screen.findByText('≈ 40,625,000.00 IDR (limits are kept in IDR)')).toBeVisible();
    expect(requests.find(({ url }) => url === '/v1/getExchangeRate')?.body).toEqual({
      currency: 'USD',
      targetCurrency: 'IDR',
    });
  });

  it('shows no conversion when the player plays in the base currency', async () => {
    const requests = installRgApi({ '/v1/rg/limits': limitsAnswer([]) });
    renderAccountRoute(RG_URL);
    fireEvent.change(await screen.findByLabelText('Amount (IDR)'), {
      target: { value: '100,000' },
    });
    expect(screen.queryByText(/limits are kept in/)).not.toBeInTheDocument();
    expect(requests.some(({ url }) => url === '/v1/getExchangeRate')).toBe(false);
  });

  it('shows the server refusal', async () => {
    installRgApi({
      '/v1/rg/limits': limitsAnswer([]),
      '/v1/rg/set-limit': failure(400, 6, 'No such limit'),
    });
    renderAccountRoute(RG_URL);
    fireEvent.change(await screen.findByLabelText('Amount (IDR)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('No such limit')).toBeVisible();
  });
});

describe('time-out and self-exclusion', () => {
  const exclusion = {
    kind: 'time_out',
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2026-01-08T00:00:00.000Z',
    allBrands: false,
  };

  it('takes a time-out only once confirmed, then says so and logs out', async () => {
    const toasts: string[] = [];
    const stopListening = eventBus.on('toast', ({ message }) => toasts.push(message));
    const requests = installRgApi({
      '/v1/rg/limits': limitsAnswer([]),
      '/v1/rg/time-out': ok(exclusion),
    });
    renderAccountRoute(RG_URL);
    fireEvent.change(await screen.findByLabelText('Length', { selector: '#timeOut-length' }), {
      target: { value: '7' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Take a time-out' }));
    expect(
      screen.getByText(
        'Are you sure? You will be logged out at once and cannot log in for 7 days.',
      ),
    ).toBeVisible();
    expect(urlsOf(requests)).toEqual(READS);

    fireEvent.click(screen.getByRole('button', { name: 'Yes, start my time-out' }));
    expect(
      await screen.findByText(
        /^Your time-out has started and lasts until .+ You have been logged out\.$/,
      ),
    ).toBeVisible();
    expect(requests.at(-1)?.body).toEqual({ days: 7 });
    expect(useAuthStore.getState().loginToken).toBeNull();
    expect(toasts).toEqual([expect.stringContaining('Your time-out has started')]);
    stopListening();
  });

  it('self-excludes from all brands once confirmed', async () => {
    const requests = installRgApi({
      '/v1/rg/limits': limitsAnswer([]),
      '/v1/rg/self-exclusion': ok({
        ...exclusion,
        kind: 'self_exclusion',
        allBrands: true,
        otherAccountsExcluded: 1,
      }),
    });
    renderAccountRoute(RG_URL);
    fireEvent.change(
      await screen.findByLabelText('Length', { selector: '#selfExclusion-length' }),
      {
        target: { value: '60' },
      },
    );
    fireEvent.click(
      screen.getByLabelText('Also exclude my verified accounts on other sites of this operator'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Self-exclude' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Yes, exclude me' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Self-exclude' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, exclude me' }));
    expect(await screen.findByText(/^Your self-exclusion has started/)).toBeVisible();
    expect(requests.at(-1)?.body).toEqual({ months: 60, allBrands: true });
    expect(useAuthStore.getState().loginToken).toBeNull();
  });

  it('shows a refused time-out and stays logged in', async () => {
    installRgApi({
      '/v1/rg/limits': limitsAnswer([]),
      '/v1/rg/time-out': failure(403, 41, 'Excluded until 2026-02-01'),
    });
    renderAccountRoute(RG_URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Take a time-out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, start my time-out' }));
    expect(await screen.findByText('Excluded until 2026-02-01')).toBeVisible();
    expect(useAuthStore.getState().loginToken).not.toBeNull();
  });
});

describe('the reality check', () => {
  it("leaves off out where the brand forbids it, and saves the player's interval", async () => {
    const changes: number[] = [];
    const stopListening = eventBus.on('realityCheck:changed', ({ minutes }) =>
      changes.push(minutes),
    );
    const requests = installRgApi({
      '/v1/rg/limits': limitsAnswer([]),
      '/v1/rg/reality-check': ({ body }) =>
        realityCheckAnswer((body as { minutes?: number }).minutes ?? 60, false),
    });
    renderAccountRoute(RG_URL);
    const interval = await screen.findByLabelText('Remind me');
    expect(interval).toHaveValue('60');
    expect(
      within(interval)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Every 15 minutes', 'Every 30 minutes', 'Every 60 minutes']);

    fireEvent.change(interval, { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your reminder setting is saved.')).toBeVisible();
    expect(requests.filter(({ url }) => url === '/v1/rg/reality-check').at(-1)?.body).toEqual({
      minutes: 15,
    });
    expect(changes).toEqual([15]);
    stopListening();
  });

  it('offers off where the brand allows it', async () => {
    installRgApi({
      '/v1/rg/limits': limitsAnswer([]),
      '/v1/rg/reality-check': realityCheckAnswer(0),
    });
    renderAccountRoute(RG_URL);
    const interval = await screen.findByLabelText('Remind me');
    expect(interval).toHaveValue('0');
    expect(within(interval).getByRole('option', { name: 'Off' })).toBeInTheDocument();
  });
});
