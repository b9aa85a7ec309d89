import { act, render } from '@testing-library/react';
import { useNavigate, type NavigateFunction } from '@croupier/shared/router';
import { MemoryRouter } from 'react-router';
import { readPathHistory, recordPathHistory, usePathHistory } from './pathHistory';

beforeEach(() => sessionStorage.clear());

describe('recordPathHistory', () => {
  it('keeps the previous and current path in sessionStorage', () => {
    recordPathHistory('/');
    expect(sessionStorage.getItem('currentPath')).toBe('/');
    expect(sessionStorage.getItem('previousPath')).toBeNull();

    recordPathHistory('/games/');
    recordPathHistory('/account/referral/');
    expect(sessionStorage.getItem('previousPath')).toBe('/games/');
    expect(sessionStorage.getItem('currentPath')).toBe('/account/referral/');
  });

  it('does not let a reload of the same page erase the previous path', () => {
    recordPathHistory('/games/');
    recordPathHistory('/faq/');
    recordPathHistory('/faq/');

    expect(readPathHistory()).toEqual({ previousPath: '/games/', currentPath: '/faq/' });
  });
});

describe('usePathHistory', () => {
  it('records every location change of the router', () => {
    let navigate: NavigateFunction = () => undefined;
    function Recorder() {
      usePathHistory();
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/promotion/']}>
        <Recorder />
      </MemoryRouter>,
    );
    expect(readPathHistory()).toEqual({ previousPath: null, currentPath: '/promotion/' });

    act(() => void navigate('/winning-numbers/'));

    expect(readPathHistory()).toEqual({
      previousPath: '/promotion/',
      currentPath: '/winning-numbers/',
    });
  });
});
