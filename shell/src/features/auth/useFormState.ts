import { useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '@croupier/shared';

/** Values, field errors, the server's error and the in-flight flag of one form. */
export function useFormState<TValues extends Record<string, string>>(
  initial: TValues,
  translate: (key: string) => string,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const setValue = (name: keyof TValues, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  /** The props that tie a Field to one value; labels and messages are translation keys. */
  const field = (name: keyof TValues & string, labelKey: string) => {
    const errorKey = errors[name];
    return {
      name,
      label: translate(labelKey),
      value: values[name],
      onChange,
      error: errorKey ? translate(errorKey) : undefined,
    };
  };
  return {
    values,
    field,
    setValue,
    errors,
    setErrors,
    formError,
    setFormError,
    submitting,
    setSubmitting,
    onChange,
  };
}
