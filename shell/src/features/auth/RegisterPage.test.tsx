import path from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes } from '@croupier/shared/router';
import { MemoryRouter } from 'react-router';
import { useAuthStore, useBrandStore, type BrandConfig } from '@croupier/shared';
import { createTestI18n } from '@croupier/ui/testing';
import {
  failure,
  installFakeApi,
  ok,
  type FakeReply,
} from '../../../../shared/src/testing/fakeApi';
import { resetStores } from '../../../../shared/src/testing/resetStores';
import { RegisterPage } from './RegisterPage';
import { useAuthBoot } from './useAuthBoot';
import { useSessionBoot } from './sessionBootStore';
import { latestDateOfBirth } from '@croupier/shared/validation';

function BootedRegisterPage() {
  useAuthBoot();
  return <RegisterPage />;
}

const i18n = createTestI18n('shell', path.join(__dirname, '../../../public/locales'));

const brand = {
  brandId: 'brand7',
  brandName: 'Brand Seven',
  remotes: [] as BrandConfig['remotes'],
  authSetting: {
    registerSetting: { useEmail: true, usePassword: true, usePhoneNumber: true, useBank: true },
  },
} as BrandConfig;

function openRegisterPage(Page = RegisterPage) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/register/']}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/register" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const currencies = ok([{ currency: 'IDR', name: 'Rupiah', type: 'fiat' }]);

beforeEach(() => {
  resetStores();
  useSessionBoot.setState(useSessionBoot.getInitialState(), true);
  useBrandStore.setState({ config: brand, error: null });
  installFakeApi({
    '/v1/currency-lists': currencies,
    '/v1/paymentChannel': ok([]),
  });
});

describe('RegisterPage', () => {
  it('stays while a stored login is checked, and shows the form when it fails verification', async () => {
    useAuthStore.setState({ sessionToken: 'sessiontokenabc', loginToken: 'alice:dead' });
    openRegisterPage();
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();

    act(() => useAuthStore.setState({ loginToken: null, isSessionValid: true }));

    expect(await screen.findByRole('form', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('sends a verified player home', () => {
    useAuthStore.setState({
      sessionToken: 'sessiontokenabc',
      loginToken: 'alice:live',
      isSessionValid: true,
    });
    openRegisterPage();
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('ends in an error with a retry when no session token can be obtained', async () => {
    let sessionReply: FakeReply = failure(503, 99, 'Service unavailable');
    installFakeApi({
      '/v1/tsGenerateSessionToken': () => sessionReply,
      '/v1/currency-lists': currencies,
      '/v1/paymentChannel': ok([]),
    });
    openRegisterPage(BootedRegisterPage);

    // The spec's refusal of a registration without a session token (docs/architecture.md#product-rules).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No session token or fingerprint found',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    sessionReply = ok({ sessionToken: 'sessiontokenfresh' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('form', { name: 'Create your account' })).toBeInTheDocument();
    expect(useAuthStore.getState().sessionToken).toBe('sessiontokenfresh');
  });

  it('offers a retry when the currencies cannot be loaded', async () => {
    let currencyReply: FakeReply = 'network-error';
    installFakeApi({
      '/v1/currency-lists': () => currencyReply,
      '/v1/paymentChannel': ok([]),
    });
    useAuthStore.setState({ sessionToken: 'sessiontokenabc', isSessionValid: true });
    openRegisterPage();

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    currencyReply = currencies;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('form', { name: 'Create your account' })).toBeInTheDocument();
  });

  describe('the referral code field', () => {
    const referralRemote = (enabled: boolean) => ({
      ...brand,
      remotes: [{ name: 'referral', entry: 'http://cdn.test/referral.json', enabled }],
    });

    it('is asked for where the brand runs the referral programme', async () => {
      useBrandStore.setState({ config: referralRemote(true) as BrandConfig, error: null });
      useAuthStore.setState({ sessionToken: 'sessiontokenabc', isSessionValid: true });
      openRegisterPage();
      await screen.findByRole('form', { name: 'Create your account' });
      expect(screen.getByLabelText('Referral code (optional)')).toBeInTheDocument();
    });

    it('is not asked for where the brand’s referral programme is off', async () => {
      useBrandStore.setState({ config: referralRemote(false) as BrandConfig, error: null });
      useAuthStore.setState({ sessionToken: 'sessiontokenabc', isSessionValid: true });
      openRegisterPage();
      await screen.findByRole('form', { name: 'Create your account' });
      expect(screen.queryByLabelText('Referral code (optional)')).not.toBeInTheDocument();
    });
  });

  describe('where the brand requires a date of birth', () => {
    const adultsOnly = {
      ...brand,
      authSetting: {
        registerSetting: {
          useEmail: false,
          usePassword: true,
          usePhoneNumber: false,
          useBank: false,
          requireDateOfBirth: true,
        },
      },
    } as BrandConfig;

    async function fillRegisterForm(dateOfBirth: string) {
      const form = await screen.findByRole('form', { name: 'Create your account' });
      fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'lucky_7' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
      fireEvent.change(screen.getByLabelText('Confirm password'), {
        target: { value: 'secret123' },
      });
      fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: dateOfBirth } });
      fireEvent.submit(form);
    }

    beforeEach(() => {
      useBrandStore.setState({ config: adultsOnly, error: null });
      useAuthStore.setState({ sessionToken: 'sessiontokenabc', isSessionValid: true });
    });

    it('asks for it with a date input that ends at the youngest allowed birthday', async () => {
      openRegisterPage();
      await screen.findByRole('form', { name: 'Create your account' });
      const input = screen.getByLabelText('Date of birth');
      expect(input).toHaveAttribute('type', 'date');
      expect(input).toHaveAttribute('max', latestDateOfBirth(18, new Date()));
    });

    it('does not ask for it where the brand does not', async () => {
      useBrandStore.setState({ config: brand, error: null });
      openRegisterPage();
      await screen.findByRole('form', { name: 'Create your account' });
      expect(screen.queryByLabelText('Date of birth')).not.toBeInTheDocument();
    });

    it('refuses an under-age player before sending, naming the age', async () => {
      const requests = installFakeApi({
        '/v1/currency-lists': currencies,
        '/v1/paymentChannel': ok([]),
      });
      useBrandStore.setState({
        config: {
          ...adultsOnly,
          authSetting: {
            registerSetting: { ...adultsOnly.authSetting.registerSetting, minimumAge: 21 },
          },
        },
        error: null,
      });
      openRegisterPage();
      await fillRegisterForm(`${new Date().getUTCFullYear() - 20}-01-01`);

      expect(await screen.findByText('You must be at least 21 years old.')).toBeInTheDocument();
      expect(requests.map((request) => request.url)).not.toContain('/v1/register3');
    });

    it("sends a valid date of birth and shows the server's refusal as the form's error", async () => {
      const requests = installFakeApi({
        '/v1/currency-lists': currencies,
        '/v1/paymentChannel': ok([]),
        '/v1/register3': failure(409, 3, 'This username is already taken'),
      });
      openRegisterPage();
      await fillRegisterForm('1990-05-17');

      expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken');
      const register = requests.find((request) => request.url === '/v1/register3');
      expect(register?.body).toMatchObject({ username: 'lucky_7', dateOfBirth: '1990-05-17' });
    });
  });
});
