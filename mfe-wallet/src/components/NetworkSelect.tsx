import { useTranslation } from 'react-i18next';
import { SelectField } from '@croupier/ui';

interface NetworkSelectProps {
  id: string;
  networks: string[];
  value: string;
  onChange: (network: string) => void;
}

/** The blockchain network of a crypto deposit or withdrawal. */
export function NetworkSelect({ id, networks, value, onChange }: NetworkSelectProps) {
  const { t } = useTranslation('wallet');
  return (
    <SelectField
      id={id}
      label={t('fields.network')}
      value={value}
      options={networks.map((network) => ({ value: network, label: network }))}
      onChange={onChange}
    />
  );
}
