import { fireEvent, render, screen } from '@testing-library/react';
import { RemoteBoundary } from './RemoteBoundary';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

function Exploding(): never {
  throw new Error('remote render failed');
}

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps a failing remote inside its section and offers a retry', () => {
    const onRetry = jest.fn();
    const { rerender } = render(
      <RemoteBoundary remote="wallet" attempt={0} onRetry={onRetry}>
        <Exploding />
      </RemoteBoundary>,
    );
    const panel = screen.getByTestId('section-unavailable-wallet');
    expect(panel).toHaveTextContent('remote.unavailableTitle');
    fireEvent.click(screen.getByRole('button', { name: 'remote.retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(
      <RemoteBoundary remote="wallet" attempt={1} onRetry={onRetry}>
        <p>wallet is back</p>
      </RemoteBoundary>,
    );
    expect(screen.getByText('wallet is back')).toBeInTheDocument();
    expect(screen.queryByTestId('section-unavailable-wallet')).not.toBeInTheDocument();
  });

  it('renders its children while nothing fails', () => {
    render(
      <RemoteBoundary remote="games" attempt={0} onRetry={jest.fn()}>
        <p>lobby</p>
      </RemoteBoundary>,
    );
    expect(screen.getByText('lobby')).toBeInTheDocument();
  });
});
