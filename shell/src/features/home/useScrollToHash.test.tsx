import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useScrollToHash } from './useScrollToHash';

function Home() {
  useScrollToHash();
  return <section id="sports">Sports</section>;
}

describe('useScrollToHash', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('scrolls to the section named by the hash, again while widgets settle', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <MemoryRouter initialEntries={['/#sports']}>
        <Home />
      </MemoryRouter>,
    );
    act(() => jest.runAllTimers());
    expect(scrollIntoView).toHaveBeenCalledTimes(3);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'sports');
  });

  it('does nothing without a hash', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <MemoryRouter initialEntries={['/']}>
        <Home />
      </MemoryRouter>,
    );
    act(() => jest.runAllTimers());
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
