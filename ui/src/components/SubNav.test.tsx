import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SubNav } from './SubNav';

const links = [
  { to: '/account/report/', label: 'Report' },
  { to: '/account/reward/bonus/', label: 'Bonus' },
];

describe('SubNav', () => {
  it('links every page and marks the current one, with or without its trailing slash', () => {
    render(
      <MemoryRouter initialEntries={['/account/report']}>
        <SubNav links={links} label="Account pages" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Account pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Bonus' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Bonus' })).toHaveAttribute(
      'href',
      '/account/reward/bonus/',
    );
  });
});
