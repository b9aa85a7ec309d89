// A decimal string as the API accepts a limit's amount: no sign, no exponent, no leading zeros.
const AMOUNT = /^(0|[1-9][0-9]{0,19})(\.[0-9]{1,18})?$/;

/** Whether `text` (trimmed) is an amount greater than zero the API takes for a money limit. */
export function isLimitAmount(text: string): boolean {
  const amount = text.trim();
  return AMOUNT.test(amount) && /[1-9]/.test(amount);
}
