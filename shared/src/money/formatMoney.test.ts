import {
  CRYPTO_DECIMALS,
  FIAT_DECIMALS,
  formatCurrencyAmount,
  formatMoney,
  isFiatCurrency,
} from './formatMoney';

const fiat = { isFiat: true };
const crypto = { isFiat: false };

describe('formatMoney', () => {
  it('uses 2 decimals for fiat and 5 for crypto', () => {
    expect(FIAT_DECIMALS).toBe(2);
    expect(CRYPTO_DECIMALS).toBe(5);
  });

  it('pads fiat to 2 decimals and separates thousands with commas', () => {
    expect(formatMoney('1234567', fiat)).toBe('1,234,567.00');
    expect(formatMoney('1234.5', fiat)).toBe('1,234.50');
    expect(formatMoney('999', fiat)).toBe('999.00');
    expect(formatMoney('1000', fiat)).toBe('1,000.00');
  });

  it('formats zero', () => {
    expect(formatMoney('0', fiat)).toBe('0.00');
    expect(formatMoney('0', crypto)).toBe('0');
    expect(formatMoney(0, fiat)).toBe('0.00');
  });

  it('rounds half up (away from zero) at the last kept decimal', () => {
    expect(formatMoney('0.125', fiat)).toBe('0.13');
    expect(formatMoney('0.124999', fiat)).toBe('0.12');
    expect(formatMoney('1.005', fiat)).toBe('1.01');
    expect(formatMoney('999.995', fiat)).toBe('1,000.00');
    expect(formatMoney('0.123455', crypto)).toBe('0.12346');
    expect(formatMoney('0.123454999', crypto)).toBe('0.12345');
  });

  it('rounds negatives away from zero and keeps the sign outside the grouping', () => {
    expect(formatMoney('-1234.565', fiat)).toBe('-1,234.57');
    expect(formatMoney('-1234567.891234', crypto)).toBe('-1,234,567.89123');
    expect(formatMoney('-0.5', fiat)).toBe('-0.50');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney('-0.001', fiat)).toBe('0.00');
    expect(formatMoney('-0.000001', crypto)).toBe('0');
  });

  it('trims crypto trailing zeros instead of padding', () => {
    expect(formatMoney('1.50000000', crypto)).toBe('1.5');
    expect(formatMoney('2', crypto)).toBe('2');
    expect(formatMoney('0.00001', crypto)).toBe('0.00001');
    expect(formatMoney('0.000004', crypto)).toBe('0');
  });

  it('keeps every digit of large values that a JS number would lose', () => {
    expect(formatMoney('123456789012345678901.235', fiat)).toBe('123,456,789,012,345,678,901.24');
    expect(formatMoney('9007199254740993.123456789', crypto)).toBe('9,007,199,254,740,993.12346');
  });

  it('never uses exponent notation', () => {
    expect(formatMoney('1e-7', crypto)).toBe('0');
    expect(formatMoney('1.5e21', fiat)).toBe('1,500,000,000,000,000,000,000.00');
  });

  it('refuses a value that is not a number', () => {
    expect(() => formatMoney('12abc', fiat)).toThrow();
    expect(() => formatMoney('', fiat)).toThrow();
    expect(() => formatMoney(Number.POSITIVE_INFINITY, crypto)).toThrow();
  });
});

describe('formatCurrencyAmount', () => {
  const settings = { IDR: { isFiat: true }, USDT: { isFiat: false }, GOLD: { isFiat: true } };

  it("follows the brand's currency settings", () => {
    expect(formatCurrencyAmount('1500.5', 'IDR', settings)).toBe('1,500.50');
    expect(formatCurrencyAmount('1500.123456', 'USDT', settings)).toBe('1,500.12346');
    expect(formatCurrencyAmount('3', 'GOLD', settings)).toBe('3.00');
  });

  it('treats ISO 4217 codes as fiat and anything else as crypto without settings', () => {
    expect(formatCurrencyAmount('1500.5', 'USD')).toBe('1,500.50');
    expect(formatCurrencyAmount('0.123456', 'BTC')).toBe('0.12346');
    expect(isFiatCurrency('idr')).toBe(true);
    expect(isFiatCurrency('USDT')).toBe(false);
  });
});

describe('the formatters', () => {
  // Building an Intl.NumberFormat loads the locale's data: tens of milliseconds of a page's first
  // task that a page showing no amount should not pay.
  it('are built on the first amount, not when the module loads, and once each', () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      jest.isolateModules(() => {
        const money = jest.requireActual<typeof import('./formatMoney')>('./formatMoney');
        expect(built).not.toHaveBeenCalled();
        expect(money.formatMoney('1', fiat)).toBe('1.00');
        expect(money.formatMoney('2', fiat)).toBe('2.00');
        expect(built).toHaveBeenCalledTimes(1);
        expect(money.formatMoney('0.5', crypto)).toBe('0.5');
        expect(built).toHaveBeenCalledTimes(2);
      });
    } finally {
      built.mockRestore();
    }
  });
});
