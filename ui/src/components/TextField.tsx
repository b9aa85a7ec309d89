import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled `<input>`: the common case of `Field`. */
export function TextField({ id, label, hint, error, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}
