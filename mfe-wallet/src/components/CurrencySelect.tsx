import { useTranslation } from 'react-i18next';
import type { WalletSetting } from '@croupier/shared';
import { SelectField } from '@croupier/ui';
import { currencyName } from '../money/currencyName';

interface CurrencySelectProps {
  id: string;
  label: string;
  currencies: WalletSetting[];
  value: string;
  onChange: (currency: string) => void;
}

/** The player's wallet currencies, named in the player's language. */
export function CurrencySelect({ id, label, currencies, value, onChange }: CurrencySelectProps) {
  const { i18n } = useTranslation();
  const options = currencies.map((setting) => ({
    value: setting.currency,
    label: `${setting.currency} · ${currencyName(setting.currency, i18n.language, setting.name)}`,
  }));
  return <SelectField id={id} label={label} value={value} options={options} onChange={onChange} />;
}
