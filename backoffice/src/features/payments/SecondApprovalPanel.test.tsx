import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { SecondApprovalPanel } from './SecondApprovalPanel';

const brands = ok([
  { brandId: 'croupier', name: 'Croupier' },
  { brandId: 'lagoon', name: 'Blue Lagoon' },
]);

const currencies = ok([
  { currency: 'IDR', name: 'Indonesian Rupiah', type: 'fiat', scale: 2 },
  { currency: 'USDT', name: 'Tether', type: 'crypto', scale: 6 },
]);

describe('second-approval amounts', () => {
  it('lets an owner set an amount after checking it, and remove one', async () => {
    let amounts = [{ currency: 'IDR', above: '50000000' }];
    const requests = installFakeAdminApi({
      'GET brands': brands,
      'GET currencies': currencies,
      'GET brands/croupier/second-approval': () => ok(amounts),
      'POST brands/croupier/second-approval': ({ body }) => {
        const { currency, above } = body as { currency: string; above: string | null };
        amounts =
          above === null
            ? amounts.filter((amount) => amount.currency !== currency)
            : [...amounts, { currency, above }];
        return ok(amounts);
      },
    });
    renderWithTexts(<SecondApprovalPanel canChange />);

    expect(await screen.findByRole('row', { name: /^IDR 50000000/ })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Set the amount' });
    await within(form).findByRole('option', { name: 'USDT · Tether' });
    expect(within(form).getByLabelText('Currency').tagName).toBe('SELECT');
    fireEvent.change(within(form).getByLabelText('Currency'), { target: { value: 'USDT' } });
    fireEvent.change(within(form).getByLabelText('Above (amount)'), {
      target: { value: '1,000' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Set the amount' }));
    expect(within(form).getByText('A decimal amount, such as 50000000')).toBeInTheDocument();
    expect(requests.filter(({ route }) => route.startsWith('POST'))).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Above (amount)'), { target: { value: '1000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set the amount' }));
    expect(await screen.findByRole('row', { name: /^USDT 1000/ })).toBeInTheDocument();
    expect(requests.find(({ route }) => route.startsWith('POST'))?.body).toEqual({
      currency: 'USDT',
      above: '1000',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove the IDR rule' }));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /^IDR/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('row', { name: /^USDT/ })).toBeInTheDocument();
  });

  it("shows the payments team the amounts without changing them, and the server's refusal to owners", async () => {
    installFakeAdminApi({
      'GET brands': brands,
      'GET brands/croupier/second-approval': ok([]),
    });
    const { unmount } = renderWithTexts(<SecondApprovalPanel canChange={false} />);
    expect(
      await screen.findByText('No amount is set: one approval decides every payment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    unmount();

    installFakeAdminApi({
      'GET brands': brands,
      'GET currencies': currencies,
      'GET brands/croupier/second-approval': ok([]),
      'POST brands/croupier/second-approval': failure(400, 2, 'No currency IDR today'),
    });
    renderWithTexts(<SecondApprovalPanel canChange />);
    const form = await screen.findByRole('form', { name: 'Set the amount' });
    await within(form).findByRole('option', { name: 'IDR · Indonesian Rupiah' });
    fireEvent.change(within(form).getByLabelText('Currency'), { target: { value: 'IDR' } });
    fireEvent.change(within(form).getByLabelText('Above (amount)'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set the amount' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('No currency IDR today');
  });
});
