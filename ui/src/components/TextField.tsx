import type { InputHTMLAttributes } from 'react';
import { Field } from './Field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | null;
}

/** A labelled `<input>`: the common case of `Field`. */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}
