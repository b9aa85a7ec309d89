import { fireEvent, screen } from '@testing-library/react';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { CreateStaffForm } from './CreateStaffForm';

const credentials = {
  member: {
    id: '7',
    username: 'pay2',
    roles: ['payments'],
    brands: ['lagoon', 'mesa'],
    mustChangePassword: true,
    disabled: false,
    createdAt: '2026-11-24T01:00:00.000Z',
  },
  password: 'OneTime123',
  totpSecret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Croupier:pay2?secret=JBSWY3DPEHPK3PXP',
};

const BRANDS = ok([
  { brandId: 'croupier', name: 'Croupier Gold' },
  { brandId: 'lagoon', name: 'Blue Lagoon Casino' },
  { brandId: 'mesa', name: 'Mesa Verde' },
]);

function renderForm() {
  const onCreated = jest.fn();
  renderWithTexts(<CreateStaffForm onCreated={onCreated} />);
  return onCreated;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create staff member' }));
const typeUsername = (username: string) =>
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });

describe('create staff form', () => {
  it('sends nothing while the username or the roles are missing', () => {
    const requests = installFakeAdminApi({});
    renderForm();

    submit();

    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Required');
    expect(screen.getByText('Choose at least one role')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('refuses a username the API would refuse', () => {
    const requests = installFakeAdminApi({});
    renderForm();
    typeUsername('Pay 2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'payments' }));

    submit();

    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      /^2 to 64 lowercase letters/,
    );
    expect(requests).toEqual([]);
  });

  it('asks for a brand when the member reaches only some brands, chosen from the list', async () => {
    const requests = installFakeAdminApi({ 'GET brands': BRANDS });
    renderForm();
    typeUsername('pay2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'payments' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Only these brands' }));
    await screen.findByRole('checkbox', { name: 'Blue Lagoon Casino (lagoon)' });
    expect(screen.queryByRole('textbox', { name: /brand/i })).not.toBeInTheDocument();

    submit();

    expect(screen.getByRole('group', { name: 'Brands' })).toHaveAccessibleDescription(
      'Choose at least one brand',
    );
    expect(requests.map(({ route }) => route)).toEqual(['GET brands']);
  });

  it('creates the member with the chosen roles and brands and hands over the secrets', async () => {
    const requests = installFakeAdminApi({ 'GET brands': BRANDS, 'POST staff': ok(credentials) });
    const onCreated = renderForm();
    typeUsername(' pay2 ');
    fireEvent.click(screen.getByRole('checkbox', { name: 'payments' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Only these brands' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Blue Lagoon Casino (lagoon)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mesa Verde (mesa)' }));

    submit();

    await screen.findByRole('button', { name: 'Create staff member' });
    expect(requests.map(({ route, body }) => [route, body])).toEqual([
      ['GET brands', undefined],
      ['POST staff', { username: 'pay2', roles: ['payments'], brands: ['lagoon', 'mesa'] }],
    ]);
    expect(onCreated).toHaveBeenCalledWith(credentials);
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    installFakeAdminApi({ 'POST staff': failure(409, 3, 'The username pay2 is taken') });
    const onCreated = renderForm();
    typeUsername('pay2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'support' }));

    submit();

    expect(await screen.findByText('The username pay2 is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('pay2');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
