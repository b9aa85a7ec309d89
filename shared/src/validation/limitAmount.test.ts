import { isLimitAmount, limitAmountOf } from './limitAmount';

describe('isLimitAmount', () => {
  it('takes positive decimal strings', () => {
    for (const amount of ['100000', ' 50.5 ', '0.01']) expect(isLimitAmount(amount)).toBe(true);
  });

  it('takes thousands separators in the integer part', () => {
    for (const amount of ['2,500,000', '2 500 000', '1,000.50']) {
      expect(isLimitAmount(amount)).toBe(true);
    }
  });

  it('refuses zero, signs, exponents, leading zeros, misplaced separators and words', () => {
    for (const amount of ['0', '0.00', '-5', '1e5', '012', 'ten', '', '25,00,000', '1,5', ',100']) {
      expect(isLimitAmount(amount)).toBe(false);
    }
  });
});

describe('limitAmountOf', () => {
  it('answers the amount as the API takes it, without separators', () => {
    expect(limitAmountOf(' 2,500,000 ')).toBe('2500000');
    expect(limitAmountOf('1 000.5')).toBe('1000.5');
    expect(limitAmountOf('100')).toBe('100');
  });

  it('answers null for what is no amount', () => {
    expect(limitAmountOf('1,5')).toBeNull();
    expect(limitAmountOf('0')).toBeNull();
  });
});
