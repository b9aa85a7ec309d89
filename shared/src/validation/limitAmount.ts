// A decimal string as the API accepts a limit's amount: no sign, no exponent, no leading zeros.
const AMOUNT = /^(0|[1-9][0-9]{0,19})(\.[0-9]{1,18})?$/;
// Players type large limits grouped, e.g. 2,500,000 or 2 500 000: groups of three after the first.
const GROUPED = /^[1-9][0-9]{0,2}([, ][0-9]{3})+(\.[0-9]{1,18})?$/;

/** The amount in `text` as the API takes it (separators dropped), or null if it is none. */
export function limitAmountOf(text: string): string | null {
  const trimmed = text.trim();
  const amount = GROUPED.test(trimmed) ? trimmed.replace(/[, ]/g, '') : trimmed;
  return AMOUNT.test(amount) && /[1-9]/.test(amount) ? amount : null;
}

/** Whether `text` is an amount greater than zero the API takes for a money limit. */
export function isLimitAmount(text: string): boolean {
  return limitAmountOf(text) !== null;
}
