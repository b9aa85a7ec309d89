import { useTranslation } from 'react-i18next';
import { getLimits, type BalanceData } from '@croupier/shared';
import { CurrencySelect } from '../../components/CurrencySelect';
import { WalletPage } from '../../components/WalletPage';
import { WithBalances } from '../../components/WithBalances';
import { forms, Loading, useRequest } from '@croupier/ui';
import { useCurrencyChoice } from '../../hooks/useCurrencyChoice';
import { CryptoDeposit } from './CryptoDeposit';
import { DepositLimitOffer } from './DepositLimitPrompt';
import { FiatDeposit } from './FiatDeposit';

/**
 * The deposit-limit offer and the form are drawn together, once both the balances and the limits
 * are known: an offer arriving later would push a form the player already sees down the page.
 */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const limits = useRequest(getLimits);
  return (
    <WalletPage title={t('deposit.title')}>
      <WithBalances>
        {(balances, refresh) =>
          limits.status === 'loading' ? (
            <Loading />
          ) : (
            <>
              <DepositLimitOffer limits={limits} />
              <Deposit balances={balances} onDeposited={refresh} />
            </>
          )
        }
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
