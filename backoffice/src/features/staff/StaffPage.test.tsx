import { fireEvent, screen, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { StaffPage } from './StaffPage';
import { TOTP_QR_OPTIONS } from './TotpQrCode';

const member = (disabled: boolean, brands: 'all' | string[] = ['lagoon']) => ({
  id: '7',
  username: 'pay2',
  roles: ['payments'],
  brands,
  mustChangePassword: false,
  disabled,
  createdAt: '2026-11-24T01:00:00.000Z',
});

const apiKey = (revokedAt: string | null) => ({
  id: '3',
  name: 'games release',
  roles: ['release'],
  brands: 'all',
  createdBy: 'owner1',
  createdAt: '2026-11-20T01:00:00.000Z',
  lastUsedAt: null,
  revokedAt,
});

const routesOf = (requests: { route: string }[]) => requests.map(({ route }) => route);

describe('staff and API keys page', () => {
  it('shows a new member’s TOTP URI as a QR code to scan, beside the URI itself', async () => {
    const otpauthUri =
      'otpauth://totp/Croupier%20back%20office:pay2?secret=JBSWY3DPEHPK3PXP&issuer=Croupier';
    installFakeAdminApi({
      'GET staff': ok([]),
      'GET api-keys': ok([]),
      'POST staff': ok({
        member: { ...member(false, 'all'), mustChangePassword: true },
        password: 'OneTime123',
        totpSecret: 'JBSWY3DPEHPK3PXP',
        otpauthUri,
      }),
    });
    renderWithTexts(<StaffPage />);
    const form = await screen.findByRole('form', { name: 'Create a staff member' });
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'pay2' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'payments' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create staff member' }));

    const panel = await screen.findByRole('region', { name: 'Sign-in details of pay2' });
    const qr = await within(panel).findByAltText(
      'QR code of the otpauth URI: scan it with the authenticator app',
    );
    expect(qr).toHaveAttribute('src', await QRCode.toDataURL(otpauthUri, TOTP_QR_OPTIONS));
    expect(within(panel).getByText(otpauthUri)).toBeInTheDocument();
    expect(within(panel).getAllByRole('img')).toHaveLength(1);
  });

  it('lists members and keys with their access and status', async () => {
    installFakeAdminApi({
      'GET staff': ok([member(true)]),
      'GET api-keys': ok([apiKey(null)]),
    });
    renderWithTexts(<StaffPage />);

    const memberRow = (await screen.findByText('pay2')).closest('tr')!;
    expect(memberRow).toHaveTextContent('payments');
    expect(memberRow).toHaveTextContent('lagoon');
    expect(memberRow).toHaveTextContent('Disabled');
    const keyRow = (await screen.findByText('games release')).closest('tr')!;
    expect(keyRow).toHaveTextContent('All brands');
    expect(keyRow).toHaveTextContent('Never');
  });

  it('says when there are no members or keys yet', async () => {
    installFakeAdminApi({ 'GET staff': ok([]), 'GET api-keys': ok([]) });
    renderWithTexts(<StaffPage />);

    expect(await screen.findByText('No staff member yet.')).toBeInTheDocument();
    expect(await screen.findByText('No API key yet.')).toBeInTheDocument();
  });

  it('resets a password only once confirmed and shows the new one once', async () => {
    const requests = installFakeAdminApi({
      'GET staff': ok([member(false)]),
      'GET api-keys': ok([]),
      'POST staff/7/reset-password': ok({ username: 'pay2', password: 'Fresh1234' }),
    });
    renderWithTexts(<StaffPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    expect(routesOf(requests)).not.toContain('POST staff/7/reset-password');
    const question = screen.getByRole('group', { name: /new one-time password/ });
    fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));

    const panel = await screen.findByRole('region', { name: 'New one-time password of pay2' });
    expect(panel).toHaveTextContent('Fresh1234');
    fireEvent.click(within(panel).getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByText('Fresh1234')).not.toBeInTheDocument();
  });

  it("changes a member's brands to all", async () => {
    let current = member(false);
    const requests = installFakeAdminApi({
      'GET staff': () => ok([current]),
      'GET api-keys': ok([]),
      'POST staff/7/access': ({ body }) => {
        current = { ...current, ...(body as object) };
        return ok(current);
      },
    });
    renderWithTexts(<StaffPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Change the access of pay2' }));
    const form = screen.getByRole('form', { name: 'Change the access of pay2' });
    fireEvent.click(within(form).getByRole('radio', { name: 'All brands' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save access' }));

    expect(await screen.findByText('All brands', { selector: 'td' })).toBeInTheDocument();
    expect(requests.find(({ route }) => route === 'POST staff/7/access')?.body).toEqual({
      roles: ['payments'],
      brands: 'all',
    });
  });

  it('revokes a key once confirmed', async () => {
    let revokedAt: string | null = null;
    installFakeAdminApi({
      'GET staff': ok([]),
      'GET api-keys': () => ok([apiKey(revokedAt)]),
      'POST api-keys/3/revoke': () => {
        revokedAt = '2026-11-24T02:00:00.000Z';
        return ok(apiKey(revokedAt));
      },
    });
    renderWithTexts(<StaffPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const question = screen.getByRole('group', { name: /Revoke games release/ });
    fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));

    const keyRow = (await screen.findByText(/^Revoked/)).closest('tr')!;
    expect(within(keyRow).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('issues a key and shows it once', async () => {
    const requests = installFakeAdminApi({
      'GET staff': ok([]),
      'GET api-keys': ok([]),
      'POST api-keys': ok({ apiKey: apiKey(null), key: 'ck_secret_value' }),
    });
    renderWithTexts(<StaffPage />);
    const form = await screen.findByRole('form', { name: 'Issue an API key' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'games release' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'release' }));

    fireEvent.click(within(form).getByRole('button', { name: 'Issue API key' }));

    const panel = await screen.findByRole('region', { name: 'API key games release' });
    expect(panel).toHaveTextContent('ck_secret_value');
    expect(panel).toHaveTextContent('Shown once');
    expect(requests.find(({ route }) => route === 'POST api-keys')?.body).toEqual({
      name: 'games release',
      roles: ['release'],
      brands: 'all',
    });
  });
});
