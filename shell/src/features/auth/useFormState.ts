import { useState, type ChangeEvent } from 'react';
import { type FieldErrors } from '@croupier/shared/validation';

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
  /** The label and message of one value's field; labels and messages are translation keys. */
  const labelled = (name: keyof TValues & string, labelKey: string) => {
    const errorKey = errors[name];
    return {
      id: `field-${name}`,
      label: translate(labelKey),
      error: errorKey ? translate(errorKey) : undefined,
    };
  };
  /** The props that tie a TextField to one value. */
  const field = (name: keyof TValues & string, labelKey: string) => ({
    ...labelled(name, labelKey),
    name,
    value: values[name],
    onChange,
  });
  return {
    values,
    field,
    labelled,
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
