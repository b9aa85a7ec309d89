import { fireEvent, screen } from '@testing-library/react';
import { useSessionStore } from '../features/session';
import { failure, installFakeAdminApi, ok } from '../testing/fakeAdminApi';
import { renderWithTexts } from '../testing/renderWithTexts';
import { SECTION_ROLES } from '../testing/sectionRoles';
import { App } from './App';

const member = { username: 'pay1', roles: ['payments'], brands: 'all', mustChangePassword: false };

beforeEach(() => {
  useSessionStore.setState({ session: undefined, hasExpired: false });
  window.history.replaceState(null, '', '/payments');
});

describe('back office session', () => {
  it('returns to the sign-in form when the session ends, and to the same page after it', async () => {
    let queue = failure(401, 8, 'Sign in again');
    installFakeAdminApi({
      'GET auth/me': ok(member),
      'GET sections': ok(SECTION_ROLES),
      'GET payments/pending': () => queue,
      'POST auth/login': ok(member),
    });
    renderWithTexts(<App />, { withRouter: false });

    expect(
      await screen.findByText('Your session ended. Sign in again to continue where you were.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Staff sign-in' })).toBeInTheDocument();

    queue = ok([]);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'pay1' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret2026' } });
    fireEvent.change(screen.getByLabelText('Authenticator code'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('No deposit or withdrawal is waiting.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/payments');
  });

  it('shows no expiry notice when nobody was signed in', async () => {
    installFakeAdminApi({ 'GET auth/me': failure(401, 8, 'Sign in') });
    renderWithTexts(<App />, { withRouter: false });

    expect(await screen.findByRole('form', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.queryByText(/Your session ended/)).not.toBeInTheDocument();
  });
});

describe('back office sections', () => {
  it('opens the sections the API says the member roles open, and no other', async () => {
    const supportMember = { ...member, username: 'help1', roles: ['support'] };
    window.history.replaceState(null, '', '/kyc');
    installFakeAdminApi({
      'GET auth/me': ok(supportMember),
      'GET sections': ok({ ...SECTION_ROLES, rates: ['payments', 'support'], kyc: ['payments'] }),
      'GET rates': ok([]),
    });
    renderWithTexts(<App />, { withRouter: false });

    expect(await screen.findByRole('link', { name: 'Exchange rates' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'KYC queue' })).not.toBeInTheDocument();
    expect(screen.getByText('Your roles do not open this section.')).toBeInTheDocument();
  });
});
