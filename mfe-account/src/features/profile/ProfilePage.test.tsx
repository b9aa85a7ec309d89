import { fireEvent, screen } from '@testing-library/react';
import {
  eventBus,
  useAuthStore,
  useBrandStore,
  useUserStore,
  type BrandConfig,
} from '@croupier/shared';
import { alice } from '../../../../shared/src/testing/fixtures';
import { failure, installFakeApi, ok } from '../../../../shared/src/testing/fakeApi';
import { renderAccountRoute, resetToLoggedInPlayer } from '../../testing/renderAccountRoute';

const PROFILE_URL = '/account/profile/information/';
const channels = [
  { code: 'BCA', name: 'Bank Central Asia', type: 'bank', currency: 'IDR' },
  { code: 'MANDIRI', name: 'Bank Mandiri', type: 'bank', currency: 'IDR' },
  { code: 'OVO', name: 'OVO', type: 'eWallet', currency: 'IDR' },
  { code: 'MAYBANK', name: 'Maybank', type: 'bank', currency: 'MYR' },
];

beforeEach(resetToLoggedInPlayer);

/** The brand lets players change their payout account (paymentAccountSettings.updateAccount). */
function allowPayoutAccountChanges() {
  const config = useBrandStore.getState().config as BrandConfig;
  useBrandStore.setState({
    config: {
      ...config,
      paymentAccountSettings: { ...config.paymentAccountSettings, updateAccount: true },
    },
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('profile', () => {
  it('shows the player and the banks of their currency only', async () => {
    allowPayoutAccountChanges();
    installFakeApi({ '/v1/paymentChannel': ok(channels) });
    renderAccountRoute(PROFILE_URL);
    expect(screen.getByTestId('profile-username')).toHaveTextContent('alice');
    expect(await screen.findByRole('option', { name: 'Bank Mandiri' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'OVO' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Maybank' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('refuses a bad email before sending', async () => {
    const requests = installFakeApi({ '/v1/paymentChannel': ok(channels) });
    renderAccountRoute(PROFILE_URL);
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(requests.filter(({ url }) => url === '/v1/edit-profile')).toHaveLength(0);
  });

  it('sends the fields, stores the answer and toasts', async () => {
    const toast = jest.fn();
    const off = eventBus.on('toast', toast);
    const updated = { ...alice, email: 'new@example.test' };
    const requests = installFakeApi({
      '/v1/paymentChannel': ok(channels),
      '/v1/edit-profile': ok(updated),
    });
    renderAccountRoute(PROFILE_URL);
    type('Email', 'new@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('new@example.test');
    expect(requests.find(({ url }) => url === '/v1/edit-profile')?.body).toEqual({
      email: 'new@example.test',
      phoneNumber: alice.phoneNumber,
    });
    expect(useUserStore.getState().user).toEqual(updated);
    expect(toast).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Your profile has been updated.',
    });
    off();
  });

  it('shows the payout account read-only where the brand keeps it', () => {
    installFakeApi({ '/v1/paymentChannel': ok(channels) });
    renderAccountRoute(PROFILE_URL);
    expect(screen.queryByLabelText('Bank')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument();
    expect(screen.getByText(alice.bankAccountNumber)).toBeInTheDocument();
    expect(
      screen.getByText('Your payout account is shown above. To change it, contact support.'),
    ).toBeInTheDocument();
  });

  it('asks for the password before changing the payout account where the brand allows it', async () => {
    allowPayoutAccountChanges();
    const updated = { ...alice, bankName: 'MANDIRI' };
    const requests = installFakeApi({
      '/v1/paymentChannel': ok(channels),
      '/v1/edit-profile': ok(updated),
    });
    renderAccountRoute(PROFILE_URL);
    await screen.findByRole('option', { name: 'Bank Mandiri' });
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    type('Bank', 'MANDIRI');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(requests.filter(({ url }) => url === '/v1/edit-profile')).toHaveLength(0);

    type('Your password', 'oldpass123');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('MANDIRI');
    expect(requests.find(({ url }) => url === '/v1/edit-profile')?.body).toEqual({
      email: alice.email,
      phoneNumber: alice.phoneNumber,
      bankName: 'MANDIRI',
      bankAccountName: alice.bankAccountName,
      bankAccountNumber: alice.bankAccountNumber,
      currentPassword: 'oldpass123',
    });
    expect(useUserStore.getState().user).toEqual(updated);
  });

  it('shows the server error', async () => {
    installFakeApi({
      '/v1/paymentChannel': ok(channels),
      '/v1/edit-profile': failure(400, 7, 'Email already in use'),
    });
    renderAccountRoute(PROFILE_URL);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Email already in use')).toBeInTheDocument();
  });
});

describe('change password', () => {
  it('refuses a confirmation that does not match', async () => {
    const requests = installFakeApi({ '/v1/paymentChannel': ok(channels) });
    renderAccountRoute(PROFILE_URL);
    type('Current password', 'oldpass123');
    type('New password', 'newpass456');
    type('Confirm new password', 'newpass457');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(requests.filter(({ url }) => url === '/v1/change-password')).toHaveLength(0);
  });

  it('applies the registration password rules', async () => {
    installFakeApi({ '/v1/paymentChannel': ok(channels) });
    renderAccountRoute(PROFILE_URL);
    type('New password', 'short');
    type('Confirm new password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Use 8 to 64 characters with at least one letter and one digit.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
  });

  it('tells the player other sessions were ended', async () => {
    const requests = installFakeApi({
      '/v1/paymentChannel': ok(channels),
      '/v1/change-password': ok({ endedSessions: 3 }),
    });
    renderAccountRoute(PROFILE_URL);
    type('Current password', 'oldpass123');
    type('New password', 'newpass456');
    type('Confirm new password', 'newpass456');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed. Other sessions signed out: 3.'),
    ).toBeInTheDocument();
    expect(requests.find(({ url }) => url === '/v1/change-password')?.body).toEqual({
      currentPassword: 'oldpass123',
      newPassword: 'newpass456',
    });
  });

  it('closes the account only with the box ticked, then says so and logs out', async () => {
    const toasts: string[] = [];
    const stopListening = eventBus.on('toast', ({ message }) => toasts.push(message));
    const requests = installFakeApi({
      '/v1/paymentChannel': ok(channels),
      '/v1/account/close': ok({
        closedAt: '2026-01-02T03:04:05.000Z',
        withdrawals: [],
        remaining: [{ currency: 'IDR', amount: '5000.00' }],
      }),
    });
    renderAccountRoute(PROFILE_URL);
    const form = await screen.findByRole('form', { name: 'Close your account' });
    expect(form).toHaveTextContent(
      'Your remaining balance is sent to your last withdrawal account',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(screen.getByText('Tick the box to confirm.')).toBeVisible();
    expect(requests.filter(({ url }) => url === '/v1/account/close')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('I understand that my account will be closed'));
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(await screen.findByText('Your account is closed. You are logged out.')).toBeVisible();
    expect(
      requests.filter(({ url }) => url === '/v1/account/close').map(({ body }) => body),
    ).toEqual([{ confirm: true }]);
    expect(useAuthStore.getState().loginToken).toBeNull();
    expect(toasts).toEqual(['Your account is closed. You are logged out.']);
    stopListening();
  });
});
