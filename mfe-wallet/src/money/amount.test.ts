import { checkAmount, narrowLimits, toWireAmount, type AmountRules } from './amount';

const idrDeposit: AmountRules = { min: '10000', max: '5000000', scale: 2 };

describe('checkAmount', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'notANumber'],
    ['12a', 'notANumber'],
    ['1,000', 'notANumber'],
    ['1e5', 'notANumber'],
    ['1.2.3', 'notANumber'],
    ['0', 'notPositive'],
    ['0.00', 'notPositive'],
    ['-50000', 'notPositive'],
    ['10000.001', 'tooManyDecimals'],
    ['9999.99', 'belowMinimum'],
    ['5000000.01', 'aboveMaximum'],
  ])('refuses %p as %s', (input, problem) => {
    expect(checkAmount(input, idrDeposit)).toBe(problem);
  });

  it.each(['10000', '10000.5', '10000.50', ' 250000 ', '5000000', '5000000.00'])(
    'accepts %p within the limits and the scale',
    (input) => {
      expect(checkAmount(input, idrDeposit)).toBeNull();
    },
  );

  it('compares exactly, beyond what a JS number holds', () => {
    const crypto: AmountRules = { min: '0.000000000000000001', scale: 18 };
    expect(checkAmount('0.000000000000000001', crypto)).toBeNull();
    expect(checkAmount('0.0000000000000000001', crypto)).toBe('tooManyDecimals');
    expect(checkAmount('9007199254740993.1', { scale: 1, max: '9007199254740993' })).toBe(
      'aboveMaximum',
    );
  });

  it('refuses more than the available balance, and accepts all of it', () => {
    const withdraw: AmountRules = { ...idrDeposit, available: '20000.00' };
    expect(checkAmount('20000.01', withdraw)).toBe('aboveAvailable');
    expect(checkAmount('20000', withdraw)).toBeNull();
  });

  it('has no bounds besides zero when no limits are given', () => {
    expect(checkAmount('0.5', { scale: 1 })).toBeNull();
    expect(checkAmount('123456789012345678901234567890', { scale: 0 })).toBeNull();
  });
});

describe('toWireAmount', () => {
  it('sends plain decimal strings', () => {
    expect(toWireAmount('10.')).toBe('10');
    expect(toWireAmount('.5')).toBe('0.5');
    expect(toWireAmount(' 100.50 ')).toBe('100.5');
    expect(toWireAmount('0.0000001')).toBe('0.0000001');
  });
});

describe('narrowLimits', () => {
  it('keeps the higher minimum and the lower maximum', () => {
    expect(
      narrowLimits({ min: '10000', max: '5000000' }, { min: '50000', max: '1000000' }),
    ).toEqual({ min: '50000', max: '1000000' });
    expect(narrowLimits({ min: '10000', max: '500' }, {})).toEqual({ min: '10000', max: '500' });
  });
});
