import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useAuthStore, useBrandStore, type BrandConfig } from '@croupier/shared';
import { createTestI18n } from '@croupier/ui/testing';
import { installFakeApi, ok } from '../../../../shared/src/testing/fakeApi';
import { resetStores } from '../../../../shared/src/testing/resetStores';
import { RegisterPage } from './RegisterPage';

const i18n = createTestI18n('shell', path.join(__dirname, '../../../public/locales'));

const brand = {
  brandId: 'brand7',
  brandName: 'Brand Seven',
  authSetting: {
    registerSetting: { useEmail: true, usePassword: true, usePhoneNumber: true, useBank: true },
  },
} as BrandConfig;

function openRegisterPage() {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/register/']}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/register" element={<RegisterPage />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  resetStores();
  useBrandStore.setState({ config: brand, error: null });
  installFakeApi({
    '/v1/currency-lists': ok([{ currency: 'IDR', name: 'Rupiah', type: 'fiat' }]),
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
});
