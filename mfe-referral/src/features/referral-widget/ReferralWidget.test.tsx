import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { resetStores } from '../../../../shared/src/testing/resetStores';
import { resetToLoggedInPlayer, testI18n } from '../../testing/renderReferralRoute';
import { widgets } from '../../widgets';

const renderWidget = () =>
  render(
    <I18nextProvider i18n={testI18n}>
      <MemoryRouter>
        <widgets.Referral />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('Referral widget', () => {
  it('invites a visitor to register', () => {
    resetStores();
    renderWidget();
    expect(screen.getByText('Invite friends and earn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/register/',
    );
  });

  it('gives a player their code, a copy button and the details link', async () => {
    resetToLoggedInPlayer();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWidget();
    expect(screen.getByTestId('referral-widget-code')).toHaveTextContent('ALICE1');
    expect(screen.getByRole('link', { name: 'See details' })).toHaveAttribute(
      'href',
      '/account/referral/',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/?register&referralCode=ALICE1`,
    );
  });
});
