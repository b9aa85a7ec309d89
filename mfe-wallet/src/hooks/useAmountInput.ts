import { useState } from 'react';
import { checkAmount, type AmountRules } from '../money/amount';

/**
 * An amount being typed, checked on every keystroke. The problem is shown once something was
 * typed or the form was submitted (`attempted`), so an untouched field stays quiet.
 */
export function useAmountInput(rules: AmountRules, attempted: boolean) {
  const [value, setValue] = useState('');
  const problem = checkAmount(value, rules);
  return {
    value,
    problem,
    /** Everything AmountField needs besides its id, label and currency. */
    fieldProps: {
      rules,
      value,
      onChange: setValue,
      problem: attempted || value !== '' ? problem : null,
    },
  };
}
