import { act, render, screen } from '@testing-library/react';
import { useLocation } from '@croupier/shared/router';
import { MemoryRouter } from 'react-router';
import { useAuthStore, useUserStore } from '@croupier/shared';
import { useRegisterQueryRule } from './useRegisterQueryRule';

function CurrentPage() {
  useRegisterQueryRule();
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function openAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <CurrentPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useUserStore.getState().setReferralCode(null);
});

describe('useRegisterQueryRule', () => {
  it('waits for a stored login to verify, and treats one that fails as not logged in', () => {
    useAuthStore.setState({
      sessionToken: 'sessiontokenabc',
      loginToken: 'alice:dead',
      isSessionValid: false,
    });
    openAt('/?register&referralCode=FRIEND42');
    expect(screen.getByTestId('location')).toHaveTextContent('/?register&referralCode=FRIEND42');

    // The start sequence found the stored login dead.
    act(() => useAuthStore.setState({ loginToken: null, isSessionValid: true }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/register\/$/);
    expect(localStorage.getItem('referralCode')).toBe('FRIEND42');
  });

  it('only clears the query once a stored login has verified', () => {
    useAuthStore.setState({
      sessionToken: 'sessiontokenabc',
      loginToken: 'alice:live',
      isSessionValid: false,
    });
    openAt('/games/?register&referralCode=FRIEND42');

    act(() => useAuthStore.setState({ isSessionValid: true }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/games\/$/);
    expect(localStorage.getItem('referralCode')).toBeNull();
  });
});
