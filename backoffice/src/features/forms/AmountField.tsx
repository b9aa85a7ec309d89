import { useState } from 'react';
import { TextField, amountText } from '@croupier/ui';

const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

/**
 * A field for an amount of `currency`: grouped as the site shows money ("100,000,000.00") while
 * it is not being edited, the plain decimal typed while it is. `onChange` hears the plain decimal.
 */
export function AmountField({
  id,
  label,
  currency,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  label: string;
  currency: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled?: boolean;
}) {
  const [isEditing, setEditing] = useState(false);
  const shown = !isEditing && DECIMAL.test(value) ? amountText(value, currency) : value;
  return (
    <TextField
      id={id}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      disabled={disabled}
      onFocus={() => setEditing(true)}
      onBlur={() => setEditing(false)}
      onChange={(event) => onChange(event.target.value.trim())}
      error={error}
    />
  );
}
