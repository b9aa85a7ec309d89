import { useState, type ChangeEvent } from 'react';
import { errorMessage } from '@croupier/shared';
import { useSubmit } from '@croupier/ui';
import { type FieldErrors } from '@croupier/shared/validation';

/** Values and field errors of one form, and its sending (the server's error, the in-flight flag). */
export function useFormState<TValues extends Record<string, string>>(
  initial: TValues,
  translate: (key: string) => string,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { run, isSending, failure } = useSubmit({ describeFailure: errorMessage });
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
    /** Sends the form's write (see useSubmit); resolves with whether it was done. */
    run,
    formError: failure,
    submitting: isSending,
    onChange,
  };
}
