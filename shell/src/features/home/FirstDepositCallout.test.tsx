import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { useAuthStore, useUserStore, type UserData } from '@croupier/shared';
import { createTestI18n } from '@croupier/ui/testing';
import { installFakeApi, ok } from '../../../../shared/src/testing/fakeApi';
import { resetStores } from '../../../../shared/src/testing/resetStores';
import { FirstDepositCallout } from './FirstDepositCallout';

const i18n = createTestI18n('shell', path.join(__dirname, '../../../public/locales'));

function showCallout() {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <FirstDepositCallout />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

function paymentsPage(total: number) {
  return ok({ items: [], total, page: 1, pageSize: 1 });
}

beforeEach(() => {
  resetStores();
  useAuthStore.setState({
    sessionToken: 'sessiontokenabc',
    loginToken: 'alice:live',
    isSessionValid: true,
  });
  useUserStore.setState({ user: { username: 'alice' } as UserData });
});

describe('FirstDepositCallout', () => {
  it('leads a player with no deposit yet to the deposit page', async () => {
    const requests = installFakeApi({ '/v1/listAccountTransaction': paymentsPage(0) });
    showCallout();

    const link = await screen.findByRole('link', { name: 'Deposit now' });
    expect(link).toHaveAttribute('href', '/account/wallet/deposit/');
    expect(screen.getByRole('heading', { name: 'Make your first deposit' })).toBeInTheDocument();
    expect(requests.map((request) => request.body)).toEqual([
      { transactionType: 'DEPOWD', sort: 'desc', page: 1, pageSize: 1 },
    ]);
  });

  it('stays dismissed once the player dismissed it', async () => {
    installFakeApi({ '/v1/listAccountTransaction': paymentsPage(0) });
    showCallout();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('link', { name: 'Deposit now' })).not.toBeInTheDocument();

    showCallout();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Deposit now' })).not.toBeInTheDocument();
  });

  it('is not shown to a player who has made a payment', async () => {
    const requests = installFakeApi({ '/v1/listAccountTransaction': paymentsPage(1) });
    showCallout();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Deposit now' })).not.toBeInTheDocument();
  });

  it('is not shown to a visitor, and asks nothing', async () => {
    useAuthStore.setState({ loginToken: null });
    const requests = installFakeApi({ '/v1/listAccountTransaction': paymentsPage(0) });
    showCallout();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Deposit now' })).not.toBeInTheDocument();
  });
});
