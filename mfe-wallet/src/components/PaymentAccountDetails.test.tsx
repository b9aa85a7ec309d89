import { maskAccountNumber } from './PaymentAccountDetails';

describe('maskAccountNumber', () => {
  it('shows only the last four digits', () => {
    expect(maskAccountNumber('1234567890')).toBe('•••• 7890');
    expect(maskAccountNumber('123')).toBe('123');
  });
});
