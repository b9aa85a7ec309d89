import path from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { useAuthStore, useBrandStore, type BrandConfig } from '@croupier/shared';
import { createTestI18n } from '@croupier/ui/testing';
import { installFakeApi } from '../../../../shared/src/testing/fakeApi';
import { resetStores } from '../../../../shared/src/testing/resetStores';
import { LoginDialog } from './LoginDialog';
import { useLoginDialog } from './loginDialogStore';

const i18n = createTestI18n('shell', path.join(__dirname, '../../../public/locales'));

beforeEach(() => {
  resetStores();
  useBrandStore.setState({ config: { brandId: 'brand7' } as BrandConfig, error: null });
  useAuthStore.setState({
    sessionToken: 'sessiontokenabc',
    loginToken: null,
    fingerprint: 'fingerprint',
  });
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});

describe('LoginDialog', () => {
  it('after a time-out shows the refusal only, not also that the session ended', async () => {
    installFakeApi({
      '/v1/login3': {
        status: 403,
        body: {
          errorCode: 41,
          message: 'You are taking a time-out until 2026-12-05 09:30 UTC: you cannot log in',
          reason: 'timeOut',
          params: { until: '2026-12-05T09:30:00Z' },
        },
      },
    });
    act(() => useLoginDialog.getState().showSessionEnded());
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <LoginDialog open onClose={() => undefined} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByText(/Your session has ended/)).toBeInTheDocument();

    fireEvent.change(await screen.findByLabelText('Username', {}, { timeout: 10_000 }), {
      target: { value: 'alice' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'goodPassw0rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText(/You are taking a time-out until/)).toBeInTheDocument();
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });
});
