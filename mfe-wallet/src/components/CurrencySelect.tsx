import type { WalletSetting } from '@croupier/shared';
import { SelectField } from '@croupier/ui';

interface CurrencySelectProps {
  id: string;
  label: string;
  currencies: WalletSetting[];
  value: string;
  onChange: (currency: string) => void;
}

/** The player's wallet currencies, as the brand's walletSetting names them. */
export function CurrencySelect({ id, label, currencies, value, onChange }: CurrencySelectProps) {
  const options = currencies.map((setting) => ({
    value: setting.currency,
    label: `${setting.currency} · ${setting.name}`,
  }));
  return <SelectField id={id} label={label} value={value} options={options} onChange={onChange} />;
}
