import { fireEvent, screen } from '@testing-library/react';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { ShownOnceSecrets } from './ShownOnceSecrets';

const secrets = [
  { label: 'One-time password', value: 'OneTime123' },
  { label: 'TOTP secret', value: 'JBSWY3DPEHPK3PXP' },
];

function renderPanel() {
  const onDone = jest.fn();
  renderWithTexts(
    <ShownOnceSecrets title="Sign-in details of pay2" secrets={secrets} onDone={onDone} />,
  );
  return onDone;
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('shown-once secrets', () => {
  it('says the secrets are shown once and shows each value', () => {
    renderPanel();

    const panel = screen.getByRole('region', { name: 'Sign-in details of pay2' });
    expect(panel).toHaveTextContent('Shown once');
    expect(panel).toHaveTextContent('They cannot be shown again.');
    expect(screen.getByText('OneTime123')).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign-in details of pay2' })).toHaveFocus();
  });

  it('copies one secret to the clipboard', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderPanel();

    fireEvent.click(screen.getByRole('button', { name: 'Copy the TOTP secret' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
  });

  it('says so when the browser refuses to copy', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    renderPanel();

    fireEvent.click(screen.getByRole('button', { name: 'Copy the One-time password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Could not copy');
  });

  it('leaves when the owner says the secrets are saved', () => {
    const onDone = renderPanel();

    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));

    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
