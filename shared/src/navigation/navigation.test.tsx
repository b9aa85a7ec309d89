import { act, render, screen } from '@testing-library/react';
import { useLocation, useNavigationType } from '@croupier/shared/router';
import { MemoryRouter } from 'react-router';
import {
  createAppNavigation,
  isCurrentLocation,
  useAppNavigation,
  type AppNavigation,
} from './navigation';

const gamesPage = { pathname: '/games/slots/', search: '', hash: '' };

beforeEach(() => sessionStorage.clear());

describe('isCurrentLocation', () => {
  it('ignores a trailing slash', () => {
    expect(isCurrentLocation('/games/slots', gamesPage)).toBe(true);
    expect(isCurrentLocation('/games/slots/', { ...gamesPage, pathname: '/games/slots' })).toBe(
      true,
    );
  });

  it('compares the query and the anchor', () => {
    const history = {
      pathname: '/account/wallet/history/',
      search: '?transactionType=SWAP',
      hash: '',
    };
    expect(isCurrentLocation('/account/wallet/history/?transactionType=SWAP', history)).toBe(true);
    expect(isCurrentLocation('/account/wallet/history/?transactionType=DEPOWD', history)).toBe(
      false,
    );
    expect(isCurrentLocation('/account/wallet/history/', history)).toBe(false);
    expect(isCurrentLocation('/#sports', { pathname: '/', search: '', hash: '' })).toBe(false);
  });

  it('treats another site as a different target', () => {
    expect(isCurrentLocation('https://elsewhere.test/games/slots/', gamesPage)).toBe(false);
    expect(isCurrentLocation(`${window.location.origin}/games/slots/`, gamesPage)).toBe(true);
  });
});

describe('createAppNavigation', () => {
  function setup(location = gamesPage) {
    const navigate = jest.fn();
    const loadPage = jest.fn();
    return { navigate, loadPage, nav: createAppNavigation({ navigate, location, loadPage }) };
  }

  it('goTo navigates, except to the current page', () => {
    const { navigate, nav } = setup();

    nav.goTo('/games/slots');
    nav.goTo('/games/casino/');

    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/games/casino/');
  });

  it('goToWithReload loads the page fully, except the current page', () => {
    const { navigate, loadPage, nav } = setup();

    nav.goToWithReload('/games/slots/');
    nav.goToWithReload('/account/referral/');

    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledWith('/account/referral/');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goBack steps back one entry when a previous path was recorded', () => {
    sessionStorage.setItem('previousPath', '/');
    const { navigate, nav } = setup();

    nav.goBack();

    expect(navigate).toHaveBeenCalledWith(-1);
  });

  it('goBack goes home on the entry page, and nowhere when already home', () => {
    const fromGames = setup();
    fromGames.nav.goBack();
    expect(fromGames.navigate).toHaveBeenCalledWith('/');

    const fromHome = setup({ pathname: '/', search: '', hash: '' });
    fromHome.nav.goBack();
    expect(fromHome.navigate).not.toHaveBeenCalled();
  });
});

describe('useAppNavigation', () => {
  let navigation: AppNavigation;

  function Probe() {
    navigation = useAppNavigation();
    const location = useLocation();
    return (
      <output>
        {useNavigationType()} {location.pathname}
        {location.search}
      </output>
    );
  }

  it('navigates within the router, and not to the page already shown', () => {
    render(
      <MemoryRouter initialEntries={['/games/slots/']}>
        <Probe />
      </MemoryRouter>,
    );

    act(() => navigation.goTo('/games/slots'));
    expect(screen.getByRole('status')).toHaveTextContent('POP /games/slots/');

    act(() => navigation.goTo('/account/wallet/history/?transactionType=SWAP'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'PUSH /account/wallet/history/?transactionType=SWAP',
    );
  });
});
