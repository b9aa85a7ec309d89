import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { TimeLimitsPanel } from './TimeLimitsPanel';

const brands = ok([{ brandId: 'croupier', name: 'Croupier' }]);
const limits = { depositDecision: 60, withdrawalDecision: 1440, documentReview: 2880 };

describe('payment time limits', () => {
  it('lets an owner change them after checking each is whole minutes within 30 days', async () => {
    let stored = limits;
    const requests = installFakeAdminApi({
      'GET brands': brands,
      'GET brands/croupier/payment-time-limits': () => ok(stored),
      'PATCH brands/croupier/payment-time-limits': ({ body }) => {
        stored = body as typeof limits;
        return ok(stored);
      },
    });
    renderWithTexts(<TimeLimitsPanel canChange />);

    const form = await screen.findByRole('form', { name: 'Time limits' });
    const deposit = within(form).getByLabelText('Deposit decision');
    expect(deposit).toHaveValue('60');
    fireEvent.change(deposit, { target: { value: '50000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save time limits' }));
    expect(
      within(form).getByText('Minutes from a request to its decision (1 to 43,200).'),
    ).toBeInTheDocument();
    expect(requests.filter(({ route }) => route.startsWith('PATCH'))).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Deposit decision'), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save time limits' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Time limits saved.');
    expect(
      requests.filter(({ route }) => route.startsWith('PATCH')).map(({ body }) => body),
    ).toEqual([{ depositDecision: 30, withdrawalDecision: 1440, documentReview: 2880 }]);
  });

  it('shows them read-only to the payments team', async () => {
    installFakeAdminApi({
      'GET brands': brands,
      'GET brands/croupier/payment-time-limits': ok(limits),
    });
    renderWithTexts(<TimeLimitsPanel canChange={false} />);
    const form = await screen.findByRole('form', { name: 'Time limits' });
    expect(within(form).getByLabelText('Withdrawal decision')).toBeDisabled();
    expect(within(form).queryByRole('button')).toBeNull();
  });
});
