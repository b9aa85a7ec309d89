import path from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
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

function BootedRegisterPage() {
  useAuthBoot();
  return <RegisterPage />;
}

const i18n = createTestI18n('shell', path.join(__dirname, '../../../public/locales'));

const brand = {
  brandId: 'brand7',
  brandName: 'Brand Seven',
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

    expect(await screen.findByRole('alert')).toBeInTheDocument();
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
});
