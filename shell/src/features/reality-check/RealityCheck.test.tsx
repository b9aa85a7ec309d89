import { act, fireEvent, render, screen } from '@testing-library/react';
import { eventBus, useAuthStore } from '@croupier/shared';
import { installFakeApi, ok, type FakeRoutes } from '../../../../shared/src/testing/fakeApi';
import { RealityCheck } from './RealityCheck';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const LOGGED_IN_AT = '2026-03-01T10:00:00.000Z';
const MINUTE = 60_000;

const summary = (minutesSinceLogin: number) =>
  ok({
    loggedInAt: LOGGED_IN_AT,
    minutesSinceLogin,
    play: [{ currency: 'IDR', stakes: '150000.00', wins: '90000.00', net: '-60000.00' }],
  });

function routes(minutes: number, overrides: FakeRoutes = {}): FakeRoutes {
  return {
    '/v1/rg/reality-check': ok({ minutes, brandDefaultMinutes: 60, canBeOff: true }),
    '/v1/rg/session-summary': summary(70),
    '/v1/logout': ok(null),
    ...overrides,
  };
}

async function advance(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

async function openAt(time: string, onStopped = jest.fn()) {
  jest.setSystemTime(new Date(`2026-03-01T${time}Z`));
  await act(async () => {
    render(<RealityCheck onStopped={onStopped} />);
  });
  return onStopped;
}

beforeAll(() => {
  // jsdom has no modal dialogs: opening one only sets its open attribute.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

beforeEach(() => {
  jest.useFakeTimers();
  useAuthStore.setState({ sessionToken: 'sessiontoken-abc', loginToken: 'alice:secret' });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('RealityCheck', () => {
  it('shows the session at whole intervals since the login, so a reload keeps the rhythm', async () => {
    installFakeApi(routes(15));
    // The page loads 10 minutes into the session: the first reminder is 5 minutes away.
    await openAt('10:10:00');
    await advance(5 * MINUTE - 1_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await advance(1_000);
    const dialog = await screen.findByRole('dialog', { name: 'realityCheck.title' });
    expect(dialog).toHaveAccessibleDescription('realityCheck.loggedInFor');
    expect(screen.getByRole('row', { name: /IDR/ })).toHaveTextContent(
      'IDR150,000.0090,000.00-60,000.00',
    );
  });

  it('Continue hides the reminder until the next interval', async () => {
    installFakeApi(routes(15));
    await openAt('10:14:00');
    await advance(MINUTE);
    fireEvent.click(await screen.findByRole('button', { name: 'realityCheck.continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await advance(15 * MINUTE - 1_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1_000);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('Stop playing logs the player out and leaves the page', async () => {
    const requests = installFakeApi(routes(30));
    const onStopped = await openAt('10:29:00');
    await advance(MINUTE);
    fireEvent.click(await screen.findByRole('button', { name: 'realityCheck.stop' }));
    await advance(100);

    expect(requests.map(({ url }) => url)).toContain('/v1/logout');
    expect(useAuthStore.getState().loginToken).toBeNull();
    expect(onStopped).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays silent when off, and follows an interval the player changes', async () => {
    installFakeApi(routes(0));
    await openAt('10:00:00');
    await advance(120 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => eventBus.emit('realityCheck:changed', { minutes: 15 }));
    // 120 minutes in: the next whole 15 minutes since the login is 15 minutes away.
    await advance(15 * MINUTE);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('asks nothing of a visitor who is not logged in', async () => {
    useAuthStore.setState({ loginToken: null });
    const requests = installFakeApi(routes(15));
    await openAt('10:00:00');
    await advance(60 * MINUTE);
    expect(requests).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
