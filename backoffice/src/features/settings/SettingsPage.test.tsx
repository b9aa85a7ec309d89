import { fireEvent, screen, within } from '@testing-library/react';
import { useSessionStore, type StaffRole } from '../session';
import { failure, installFakeAdminApi, ok, type RecordedRequest } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { SettingsPage } from './SettingsPage';

const brands = ok([
  { brandId: 'croupier', name: 'Croupier Gold' },
  { brandId: 'lagoon', name: 'Blue Lagoon Casino' },
]);

const protection = {
  baseCurrency: 'IDR',
  realityCheckMinutes: 60,
  realityCheckCanBeOff: true,
  promptDepositLimit: true,
  verifyBeforeWithdrawal: true,
  verifyBeforeDeposit: false,
  verifyBeforePlay: false,
  amlThreshold: '35000000.00',
  largeWinThreshold: '50000000.00',
  largeWagerThreshold: null,
  largePaymentThreshold: '100000000.00',
};

const programme = { enabled: true, commissionPercent: '1.5' };

const currencies = ok([
  { currency: 'IDR', name: 'Indonesian Rupiah', type: 'fiat', scale: 2, networks: [] },
  { currency: 'USDT', name: 'Tether', type: 'crypto', scale: 6, networks: ['TRC20', 'ERC20'] },
]);

function signInAs(roles: StaffRole[]) {
  useSessionStore.setState({
    session: { username: 'ana', roles, brands: 'all', mustChangePassword: false },
  });
}

const posts = (requests: RecordedRequest[]) =>
  requests.filter(({ route }) => !route.startsWith('GET'));

describe('brand settings screen', () => {
  it('shows an owner the chosen brand’s protection and saves only what the form shows', async () => {
    signInAs(['owner']);
    const requests = installFakeAdminApi({
      'GET brands': brands,
      'GET brands/croupier/protection': ok(protection),
      'GET brands/lagoon/protection': ok({ ...protection, amlThreshold: '2000.00' }),
      'PATCH brands/lagoon/protection': ({ body }) => ok({ ...protection, ...(body as object) }),
      'GET brands/croupier/referral-programme': ok(programme),
      'GET brands/lagoon/referral-programme': ok(programme),
      'GET currencies': currencies,
    });
    renderWithTexts(<SettingsPage />);

    expect(await screen.findByLabelText('AML threshold (IDR)')).toHaveValue('35000000.00');
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'lagoon' } });
    expect(await screen.findByDisplayValue('2000.00')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Player protection' });

    fireEvent.click(
      within(form).getByLabelText('Deposits: players verify their identity before depositing'),
    );
    fireEvent.click(within(form).getByLabelText('Ask new players to set a deposit limit'));
    fireEvent.change(within(form).getByLabelText('Default reminder interval'), {
      target: { value: '30' },
    });
    fireEvent.change(within(form).getByLabelText('AML threshold (IDR)'), {
      target: { value: '25000000.5' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save protection settings' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Saved.');
    expect(posts(requests)).toEqual([
      expect.objectContaining({
        route: 'PATCH brands/lagoon/protection',
        body: {
          verifyBeforeDeposit: true,
          verifyBeforeWithdrawal: true,
          verifyBeforePlay: false,
          amlThreshold: '25000000.5',
          realityCheckMinutes: 30,
          realityCheckCanBeOff: true,
          promptDepositLimit: false,
        },
      }),
    ]);
  });

  it('checks the protection settings before sending, and shows the server’s refusal', async () => {
    signInAs(['owner']);
    const requests = installFakeAdminApi({
      'GET brands': brands,
      'GET brands/croupier/protection': ok(protection),
      'PATCH brands/croupier/protection': failure(400, 2, 'amlThreshold has too many decimals'),
      'GET brands/croupier/referral-programme': ok(programme),
      'GET currencies': currencies,
    });
    renderWithTexts(<SettingsPage />);
    const form = await screen.findByRole('form', { name: 'Player protection' });
    const save = () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Save protection settings' }));

    fireEvent.change(within(form).getByLabelText('AML threshold (IDR)'), {
      target: { value: '0' },
    });
    fireEvent.change(within(form).getByLabelText('Default reminder interval'), {
      target: { value: '0' },
    });
    fireEvent.click(within(form).getByLabelText('Players may turn the reminder off'));
    save();
    expect(
      within(form).getByText('A decimal amount above zero, such as 35000000'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('An interval of Off needs players allowed to turn the reminder off'),
    ).toBeInTheDocument();
    expect(posts(requests)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('AML threshold (IDR)'), {
      target: { value: '1.123' },
    });
    fireEvent.click(within(form).getByLabelText('Players may turn the reminder off'));
    save();
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'amlThreshold has too many decimals',
    );
  });

  it('lets marketing set the referral commission, checked first; no protection panel', async () => {
    signInAs(['marketing']);
    const requests = installFakeAdminApi({
      'GET brands': brands,
      'GET brands/croupier/referral-programme': ok(programme),
      'POST brands/croupier/referral-programme': ({ body }) => ok(body),
    });
    renderWithTexts(<SettingsPage />);
    const form = await screen.findByRole('form', { name: 'Referral programme' });
    expect(screen.queryByRole('form', { name: 'Player protection' })).not.toBeInTheDocument();
    const commission = within(form).getByLabelText('Commission (% of each deposit)');
    expect(commission).toHaveValue('1.5');
    const save = () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Save referral programme' }));

    fireEvent.change(commission, { target: { value: '0' } });
    save();
    expect(
      within(form).getByText('A running programme needs a commission above 0'),
    ).toBeInTheDocument();
    fireEvent.change(commission, { target: { value: '101' } });
    save();
    expect(
      within(form).getByText('A percentage from 0 to 100 with up to 4 decimals, such as 1.5'),
    ).toBeInTheDocument();
    expect(posts(requests)).toEqual([]);

    fireEvent.change(commission, { target: { value: '2.25' } });
    save();
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved.');
    expect(posts(requests).map(({ body }) => body)).toEqual([
      { enabled: true, commissionPercent: '2.25' },
    ]);
  });

  it('shows the payments team the programme without a way to change it', async () => {
    signInAs(['payments']);
    installFakeAdminApi({
      'GET brands': brands,
      'GET brands/croupier/referral-programme': ok(programme),
    });
    renderWithTexts(<SettingsPage />);
    const form = await screen.findByRole('form', { name: 'Referral programme' });
    expect(within(form).getByLabelText('Commission (% of each deposit)')).toBeDisabled();
    expect(within(form).getByLabelText('The programme runs')).toBeDisabled();
    expect(within(form).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('chain deposit confirmed by hand', () => {
  const hash = 'ab'.repeat(32);

  it('offers crypto currencies and their networks, checks the report, then credits it', async () => {
    signInAs(['payments']);
    const requests = installFakeAdminApi({
      'GET brands': brands,
      'GET brands/croupier/referral-programme': ok(programme),
      'GET currencies': currencies,
      'POST crypto/confirm-deposit': ({ body }) =>
        ok({ ...(body as object), transactionId: 'tx-1', status: 'SUCCESS', reason: null }),
    });
    renderWithTexts(<SettingsPage />);
    const form = await screen.findByRole('form', { name: 'Chain deposit confirmed by hand' });
    await within(form).findByRole('option', { name: 'USDT · Tether' });
    const currency = within(form).getByLabelText('Currency');
    expect(within(currency).queryByRole('option', { name: /IDR/ })).not.toBeInTheDocument();
    const submit = () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Report deposit' }));

    fireEvent.change(within(form).getByLabelText('Transaction hash'), {
      target: { value: 'abc' },
    });
    submit();
    expect(within(form).getAllByText('Required')).toHaveLength(3);
    expect(within(form).getByText('64 hexadecimal digits, with or without 0x')).toBeInTheDocument();
    expect(posts(requests)).toEqual([]);

    fireEvent.change(currency, { target: { value: 'USDT' } });
    const network = within(form).getByLabelText('Network');
    expect(
      within(network)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a network', 'TRC20', 'ERC20']);
    fireEvent.change(network, { target: { value: 'TRC20' } });
    fireEvent.change(within(form).getByLabelText('Deposit address'), {
      target: { value: 'TXyz123' },
    });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '25.5' } });
    fireEvent.change(within(form).getByLabelText('Transaction hash'), {
      target: { value: hash },
    });
    submit();

    expect(await within(form).findByRole('status')).toHaveTextContent(
      '25.5 USDT credited (transaction tx-1).',
    );
    expect(posts(requests).map(({ body }) => body)).toEqual([
      { currency: 'USDT', network: 'TRC20', address: 'TXyz123', amount: '25.5', txHash: hash },
    ]);
  });

  it('is not offered to marketing', async () => {
    signInAs(['marketing']);
    installFakeAdminApi({
      'GET brands': brands,
      'GET brands/croupier/referral-programme': ok(programme),
    });
    renderWithTexts(<SettingsPage />);
    await screen.findByRole('form', { name: 'Referral programme' });
    expect(
      screen.queryByRole('form', { name: 'Chain deposit confirmed by hand' }),
    ).not.toBeInTheDocument();
  });
});
