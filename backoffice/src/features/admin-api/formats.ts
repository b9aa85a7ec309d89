// The admin API's formats for currency codes and amounts, checked before a form is sent.

export const CURRENCY_CODE = /^[A-Z0-9]{2,10}$/;
/** A decimal string of at most 20 integer and 18 fractional digits: the ledger's range. */
export const DECIMAL_AMOUNT = /^(0|[1-9][0-9]{0,19})(\.[0-9]{1,18})?$/;
