import { useTranslation } from 'react-i18next';
import type { BalanceData } from '@croupier/shared';
import { CurrencySelect } from '../../components/CurrencySelect';
import { WalletPage } from '../../components/WalletPage';
import { WithBalances } from '../../components/WithBalances';
import { forms } from '@croupier/ui';
import { useCurrencyChoice } from '../../hooks/useCurrencyChoice';
import { CryptoDeposit } from './CryptoDeposit';
import { DepositLimitOffer } from './DepositLimitPrompt';
import { FiatDeposit } from './FiatDeposit';

export function DepositPage() {
  const { t } = useTranslation('wallet');
  return (
    <WalletPage title={t('deposit.title')}>
      <DepositLimitOffer />
      <WithBalances>
        {(balances, refresh) => <Deposit balances={balances} onDeposited={refresh} />}
      </WithBalances>
    </WalletPage>
  );
}

function Deposit({ balances, onDeposited }: { balances: BalanceData; onDeposited: () => void }) {
  const { t } = useTranslation('wallet');
  const { currencies, currency, setting, setCurrency } = useCurrencyChoice(balances);
  return (
    <div className={forms.form}>
      <CurrencySelect
        id="deposit-currency"
        label={t('fields.currency')}
        currencies={currencies}
        value={currency}
        onChange={setCurrency}
      />
      {setting &&
        (setting.isFiat ? (
          <FiatDeposit key={currency} setting={setting} onDeposited={onDeposited} />
        ) : (
          <CryptoDeposit key={currency} setting={setting} />
        ))}
    </div>
  );
}
