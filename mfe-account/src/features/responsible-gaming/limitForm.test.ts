import { limitTarget, limitValue, validateLimitForm, type LimitFormValues } from './limitForm';

const form = (overrides: Partial<LimitFormValues>): LimitFormValues => ({
  type: 'deposit',
  period: 'day',
  amount: '',
  minutes: '',
  ...overrides,
});

describe('validateLimitForm', () => {
  it.each(['100000', '50.5', ' 1 ', '0.01'])('accepts the amount %j', (amount) => {
    expect(validateLimitForm(form({ amount }))).toEqual({});
  });

  it.each(['', '0', '0.00', '-5', '1e5', '01', '10,5', 'abc', '1.1234567890123456789'])(
    'refuses the amount %j',
    (amount) => {
      expect(validateLimitForm(form({ type: 'loss', amount }))).toEqual({
        amount: 'rg.validation.amount',
      });
    },
  );

  it.each(['1', '90', '1440'])('accepts %j session minutes', (minutes) => {
    expect(validateLimitForm(form({ type: 'session', minutes, amount: 'ignored' }))).toEqual({});
  });

  it.each(['', '0', '1441', '1.5', '-3'])('refuses %j session minutes', (minutes) => {
    expect(validateLimitForm(form({ type: 'session', minutes }))).toEqual({
      minutes: 'rg.validation.minutes',
    });
  });
});

describe('the request of a valid form', () => {
  it('sends a money limit with its period, the amount without separators and its currency', () => {
    const values = form({ type: 'wager', period: 'week', amount: ' 2,500,000 ' });
    expect(limitTarget(values)).toEqual({ type: 'wager', period: 'week' });
    expect(limitValue(values, 'USD')).toEqual({ amount: '2500000', currency: 'USD' });
    expect(limitValue(form({ amount: ' 250 ' }), null)).toEqual({ amount: '250' });
  });

  it('sends a session limit without a period, in minutes', () => {
    const values = form({ type: 'session', period: 'month', minutes: '45' });
    expect(limitTarget(values)).toEqual({ type: 'session' });
    expect(limitValue(values, 'USD')).toEqual({ minutes: 45 });
  });
});
