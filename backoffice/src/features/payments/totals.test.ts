import { sumDecimals, totalsPerCurrency } from './totals';

describe('payment totals', () => {
  it('adds decimal strings exactly, whatever their decimals', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['150000.00', '25.5', '7'])).toBe('150032.50');
    expect(sumDecimals(['99999999999999999999.000000000000000001', '1'])).toBe(
      '100000000000000000000.000000000000000001',
    );
    expect(sumDecimals(['5'])).toBe('5');
    expect(() => sumDecimals(['1e5'])).toThrow('Not a plain decimal');
  });

  it('totals each currency apart', () => {
    expect(
      totalsPerCurrency([
        { amount: '100.00', currency: 'IDR' },
        { amount: '25.500000', currency: 'USDT' },
        { amount: '50.50', currency: 'IDR' },
      ]),
    ).toEqual([
      { currency: 'IDR', amount: '150.50' },
      { currency: 'USDT', amount: '25.500000' },
    ]);
  });
});
