import { render, screen } from '@testing-library/react';
import type { WalletSetting } from '@croupier/shared';
import { CurrencySelect } from './CurrencySelect';

let mockLanguage = 'th-TH';
jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: mockLanguage } }),
}));

const setting = (currency: string, name: string) => ({ currency, name }) as WalletSetting;
const currencies = [setting('IDR', 'Indonesian Rupiah'), setting('USDT', 'Tether USD')];

function optionLabels() {
  return screen.getAllByRole('option').map((option) => option.textContent);
}

describe('CurrencySelect', () => {
  it("names fiat currencies in the player's language and crypto by the catalogue's name", () => {
    render(
      <CurrencySelect
        id="c"
        label="Currency"
        currencies={currencies}
        value="IDR"
        onChange={jest.fn()}
      />,
    );
    expect(optionLabels()).toEqual(['IDR · รูเปียห์อินโดนีเซีย', 'USDT · Tether USD']);
  });

  it('follows the language', () => {
    mockLanguage = 'id-ID';
    render(
      <CurrencySelect
        id="c"
        label="Currency"
        currencies={currencies}
        value="IDR"
        onChange={jest.fn()}
      />,
    );
    expect(optionLabels()).toEqual(['IDR · Rupiah Indonesia', 'USDT · Tether USD']);
  });
});
