import { convertAmountDown } from './convertAmount';

describe('convertAmountDown', () => {
  it('multiplies exactly and rounds down to the scale', () => {
    expect(convertAmountDown('100', '16250', 2)).toBe('1625000.00');
    expect(convertAmountDown('2500000', '0.000061538461538461', 2)).toBe('153.84');
    expect(convertAmountDown('0.1', '0.2', 2)).toBe('0.02');
    expect(convertAmountDown('1.005', '1', 2)).toBe('1.00');
    expect(convertAmountDown('123456789012345678.99', '3', 0)).toBe('370370367037037036');
  });

  it('answers null for what is not a plain decimal', () => {
    expect(convertAmountDown('1e5', '2', 2)).toBeNull();
    expect(convertAmountDown('abc', '2', 2)).toBeNull();
    expect(convertAmountDown('5', '-2', 2)).toBeNull();
  });
});
