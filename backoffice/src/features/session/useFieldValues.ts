import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The values of a form of text fields, checked by `errorsOf` (translation keys) as they change. */
export function useFieldValues<Values extends { [Name in keyof Values]: string }>(
  initial: Values,
  errorsOf: (values: Values) => Partial<Record<keyof Values, string>>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const errors = errorsOf(values);

  /** The value, change handler and (once `showErrors`) translated error of one TextField. */
  const fieldProps = (name: keyof Values & string, showErrors: boolean) => {
    const error = errors[name];
    return {
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      error: showErrors && error ? t(error) : null,
    };
  };

  return { values, setValues, isValid: Object.values(errors).every((error) => !error), fieldProps };
}
