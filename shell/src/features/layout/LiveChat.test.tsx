import { render, screen } from '@testing-library/react';
import { useBrandStore, type BrandConfig } from '@croupier/shared';
import { LiveChat } from './LiveChat';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

function withLiveChat(liveChat: BrandConfig['liveChat']) {
  useBrandStore.getState().setConfig({ liveChat } as BrandConfig);
}

describe('LiveChat', () => {
  it('opens the brand’s chat desk in a new tab when the brand has one', () => {
    withLiveChat({ isActive: true, url: 'https://chat.example/' });
    render(<LiveChat />);
    const link = screen.getByRole('link', { name: 'liveChat.open' });
    expect(link).toHaveAttribute('href', 'https://chat.example/');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('sits in a landmark of its own, so no page content sits outside the landmarks', () => {
    withLiveChat({ isActive: true, url: 'https://chat.example/' });
    render(<LiveChat />);
    const landmark = screen.getByRole('complementary', { name: 'liveChat.open' });
    expect(landmark).toContainElement(screen.getByRole('link', { name: 'liveChat.open' }));
  });

  it('is absent when the brand switched it off', () => {
    withLiveChat({ isActive: false, url: 'https://chat.example/' });
    render(<LiveChat />);
    expect(screen.queryByTestId('live-chat')).not.toBeInTheDocument();
  });
});
