import { currencyName } from './currencyName';

describe('currencyName', () => {
  it('names an ISO currency in the language and keeps a crypto currency its catalogue name', () => {
    expect(currencyName('IDR', 'en-US', 'Rupiah')).toBe('Indonesian Rupiah');
    expect(currencyName('USD', 'id-ID', 'Dollar')).toBe('Dolar Amerika Serikat');
    expect(currencyName('USDT', 'en-US', 'Tether')).toBe('Tether');
  });

  // Building the names loads the language's data: a currency list renders every code on every
  // render, so the names are built once per language.
  it('builds the names of a language once', () => {
    const Original = Intl.DisplayNames;
    let built = 0;
    const Counting = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built += 1;
      }
    };
    Object.defineProperty(Intl, 'DisplayNames', { value: Counting, configurable: true });
    try {
      expect(currencyName('EUR', 'fr-FR', 'Euro')).toBe('euro');
      currencyName('JPY', 'fr-FR', 'Yen');
      currencyName('EUR', 'fr-FR', 'Euro');
      expect(built).toBe(1);
    } finally {
      Object.defineProperty(Intl, 'DisplayNames', { value: Original, configurable: true });
    }
  });
});
