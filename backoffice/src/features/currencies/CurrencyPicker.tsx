import { useTranslation } from 'react-i18next';
import { Loaded, SelectField, useRequest, type Request } from '@croupier/ui';
import { loadCurrencies, type CurrencyChoice } from './currencies';

/** Every currency the platform knows, loaded once per page. */
export function useCurrencies(): Request<CurrencyChoice[]> {
  return useRequest(loadCurrencies);
}

interface CurrencyPickerProps {
  /** Offers only the currencies this keeps; every one without it. */
  only?: (choice: CurrencyChoice) => boolean;
  id: string;
  label: string;
  currencies: Request<CurrencyChoice[]>;
  value: string;
  onChange: (currency: string) => void;
  error?: string | null;
}

/** A choice among the platform's currencies, by code and name: none is typed, none misspelt. */
export function CurrencyPicker({ currencies, only, ...field }: CurrencyPickerProps) {
  const { t } = useTranslation();
  return (
    <Loaded request={currencies}>
      {(list) => (
        <SelectField
          {...field}
          options={[
            { value: '', label: t('currencies.choose') },
            ...list
              .filter((choice) => only?.(choice) ?? true)
              .map((choice) => ({
                value: choice.currency,
                label: `${choice.currency} · ${choice.name}`,
              })),
          ]}
        />
      )}
    </Loaded>
  );
}
