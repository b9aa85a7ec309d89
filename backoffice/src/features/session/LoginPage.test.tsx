import { fireEvent, screen, waitFor } from '@testing-library/react';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { LoginPage } from './LoginPage';
import { useSessionStore } from './sessionStore';

const member = { username: 'pay1', roles: ['payments'], brands: 'all', mustChangePassword: false };

function fill(values: { username?: string; password?: string; totp?: string }) {
  if (values.username !== undefined) {
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: values.username } });
  }
  if (values.password !== undefined) {
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: values.password } });
  }
  if (values.totp !== undefined) {
    fireEvent.change(screen.getByLabelText('Authenticator code'), {
      target: { value: values.totp },
    });
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

beforeEach(() => useSessionStore.setState({ session: null }));

describe('staff login form', () => {
  it('sends nothing and marks every empty field', () => {
    const requests = installFakeAdminApi({});
    renderWithTexts(<LoginPage />);

    submit();

    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  it.each(['12345', '12345a', '1234567'])('refuses the code %p: six digits only', (totp) => {
    const requests = installFakeAdminApi({});
    renderWithTexts(<LoginPage />);

    fill({ username: 'pay1', password: 'Secret2026', totp });
    submit();

    expect(
      screen.getByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'false');
    expect(requests).toEqual([]);
  });

  it('logs in with the trimmed username, password and code', async () => {
    const requests = installFakeAdminApi({ 'POST auth/login': ok(member) });
    renderWithTexts(<LoginPage />);

    fill({ username: ' pay1 ', password: 'Secret2026', totp: '012345' });
    submit();

    await waitFor(() => expect(useSessionStore.getState().session).toEqual(member));
    expect(requests.map(({ route, body }) => ({ route, body }))).toEqual([
      {
        route: 'POST auth/login',
        body: { username: 'pay1', password: 'Secret2026', totp: '012345' },
      },
    ]);
  });

  it("shows the server's refusal and clears the used code", async () => {
    installFakeAdminApi({
      'POST auth/login': failure(401, 4, 'Wrong username, password or code'),
    });
    renderWithTexts(<LoginPage />);

    fill({ username: 'pay1', password: 'Secret2026', totp: '012345' });
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username, password or code');
    expect(screen.getByLabelText('Authenticator code')).toHaveValue('');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it("says when the code was already used, in the member's language", async () => {
    installFakeAdminApi({
      'POST auth/login': failure(401, 32, 'This code was already used; wait for the next one'),
    });
    renderWithTexts(<LoginPage />);

    fill({ username: 'pay1', password: 'Secret2026', totp: '012345' });
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code was already used. Wait for the next code in your authenticator app.',
    );
    expect(screen.getByLabelText('Authenticator code')).toHaveValue('');
    expect(useSessionStore.getState().session).toBeNull();
  });
});
