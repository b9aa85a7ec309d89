import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getPaymentAccount,
  type BalanceData,
  type Transaction,
  type WalletSetting,
} from '@croupier/shared';
import { CurrencySelect } from '../../components/CurrencySelect';
import { PaymentAccountMissing } from '../../components/PaymentAccountMissing';
import { EmptyState, Loaded, forms, useRequest } from '@croupier/ui';
import { SuccessPanel } from '../../components/SuccessPanel';
import { TransactionDetails } from '../../components/TransactionDetails';
import { WalletPage } from '../../components/WalletPage';
import { WithBalances } from '../../components/WithBalances';
import { useCurrencyChoice } from '../../hooks/useCurrencyChoice';
import { useFormatAmount } from '../../hooks/useFormatAmount';
import { useLiveTransaction } from '../../hooks/useLiveTransaction';
import { WithdrawForm } from './WithdrawForm';

export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  return (
    <WalletPage title={t('withdraw.title')}>
      <WithBalances>
        {(balances, refresh) => <Withdraw balances={balances} onWithdrawn={refresh} />}
      </WithBalances>
    </WalletPage>
  );
}

interface WithdrawProps {
  balances: BalanceData;
  onWithdrawn: () => void;
}

function Withdraw({ balances, onWithdrawn }: WithdrawProps) {
  const { t } = useTranslation('wallet');
  const { currencies, currency, setting, setCurrency } = useCurrencyChoice(balances);
  const [withdrawal, setWithdrawal] = useState<Transaction | null>(null);
  const wallet = balances.walletBalance[currency];

  if (withdrawal) {
    return (
      <WithdrawalRequested
        withdrawal={withdrawal}
        heldBalance={wallet?.heldBalance ?? null}
        onAgain={() => setWithdrawal(null)}
      />
    );
  }
  const withdrawn = (transaction: Transaction) => {
    setWithdrawal(transaction);
    onWithdrawn();
  };
  return (
    <div className={forms.form}>
      <CurrencySelect
        id="withdraw-currency"
        label={t('fields.currency')}
        currencies={currencies}
        value={currency}
        onChange={setCurrency}
      />
      {setting && (
        <WithdrawTo
          key={currency}
          setting={setting}
          available={wallet?.totalBalance ?? '0'}
          onWithdrawn={withdrawn}
        />
      )}
    </div>
  );
}

interface WithdrawalRequestedProps {
  withdrawal: Transaction;
  /** What the wallet holds now, live: a decision releases the withdrawal's part. */
  heldBalance: string | null;
  onAgain: () => void;
}

/** The requested withdrawal, its status following the operator's decision. */
function WithdrawalRequested({ withdrawal, heldBalance, onAgain }: WithdrawalRequestedProps) {
  const { t } = useTranslation('wallet');
  const formatAmount = useFormatAmount();
  const current = useLiveTransaction(withdrawal);
  return (
    <SuccessPanel
      title={t('withdraw.successTitle')}
      againLabel={t('withdraw.again')}
      onAgain={onAgain}
    >
      {current.status === 'PENDING' && (
        <p>{t('withdraw.held', { amount: formatAmount(current.amount, current.currency) })}</p>
      )}
      {heldBalance !== null && (
        <p data-testid="held-balance">
          {t('withdraw.heldTotal', { amount: formatAmount(heldBalance, current.currency) })}
        </p>
      )}
      <TransactionDetails transaction={current} />
    </SuccessPanel>
  );
}

interface WithdrawToProps {
  setting: WalletSetting;
  available: string;
  onWithdrawn: (transaction: Transaction) => void;
}

/** Fiat leaves to the payment account, crypto to an address on one of the currency's networks. */
function WithdrawTo({ setting, available, onWithdrawn }: WithdrawToProps) {
  const { t } = useTranslation('wallet');
  if (!setting.isFiat) {
    if (setting.networks.length === 0) {
      return <EmptyState>{t('withdraw.noNetworks', { currency: setting.currency })}</EmptyState>;
    }
    return (
      <WithdrawForm
        setting={setting}
        available={available}
        account={null}
        onWithdrawn={onWithdrawn}
      />
    );
  }
  return <FiatWithdraw setting={setting} available={available} onWithdrawn={onWithdrawn} />;
}

function FiatWithdraw({ setting, available, onWithdrawn }: WithdrawToProps) {
  const account = useRequest(getPaymentAccount);
  return (
    <Loaded request={account}>
      {(found) =>
        found ? (
          <WithdrawForm
            setting={setting}
            available={available}
            account={found}
            onWithdrawn={onWithdrawn}
          />
        ) : (
          <PaymentAccountMissing currency={setting.currency} />
        )
      }
    </Loaded>
  );
}
