import { isLimitAmount } from './limitAmount';

describe('isLimitAmount', () => {
  it('takes positive decimal strings', () => {
    for (const amount of ['100000', ' 50.5 ', '0.01']) expect(isLimitAmount(amount)).toBe(true);
  });

  it('refuses zero, signs, exponents, leading zeros and words', () => {
    for (const amount of ['0', '0.00', '-5', '1e5', '012', 'ten', '']) {
      expect(isLimitAmount(amount)).toBe(false);
    }
  });
});
