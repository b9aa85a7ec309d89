import { fireEvent, screen } from '@testing-library/react';
import { useUserStore } from '@croupier/shared';
import { installFakeApi, ok } from '../../../../shared/src/testing/fakeApi';
import { alice } from '../../../../shared/src/testing/fixtures';
import { paymentAccount, paymentChannels } from '../../testing/fixtures';
import { renderWalletRoute, resetToLoggedInPlayer } from '../../testing/renderWalletRoute';

const ACCOUNT_URL = '/account/wallet/account/';

beforeEach(() => {
  resetToLoggedInPlayer();
  useUserStore.setState({ user: alice });
});

it('shows the holder and the payment account with a masked number, without a form', async () => {
  installFakeApi({
    '/v1/paymentAccount/get': ok(paymentAccount),
    '/v1/paymentChannel': ok(paymentChannels),
  });
  renderWalletRoute(ACCOUNT_URL);

  expect(screen.getByTestId('wallet-holder')).toHaveTextContent('alice');
  expect(await screen.findByTestId('payment-account-number')).toHaveTextContent('•••• 7890');
  expect(screen.getByText('Bank Central Asia')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save payment account' })).not.toBeInTheDocument();
});

it('creates the one payment account after checking its fields', async () => {
  const requests = installFakeApi({
    '/v1/paymentAccount/get': ok(null),
    '/v1/paymentChannel': ok(paymentChannels),
    '/v1/paymentAccount/create': ok({ ...paymentAccount, type: 'eWallet', channelCode: 'OVO' }),
  });
  renderWalletRoute(ACCOUNT_URL);

  fireEvent.change(await screen.findByLabelText('Account type'), { target: { value: 'eWallet' } });
  expect(screen.getByLabelText('Bank or e-wallet provider')).toHaveValue('OVO');
  expect(screen.getByLabelText('Account holder name')).toHaveValue('Alice');
  fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '12ab' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save payment account' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter 6 to 20 digits.');

  fireEvent.change(screen.getByLabelText('Account number'), { target: { value: ' 081234567 ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save payment account' }));

  expect(await screen.findByTestId('payment-account-number')).toBeInTheDocument();
  expect(requests.find(({ url }) => url === '/v1/paymentAccount/create')?.body).toEqual({
    type: 'eWallet',
    channelCode: 'OVO',
    accountName: 'Alice',
    accountNumber: '081234567',
  });
});
