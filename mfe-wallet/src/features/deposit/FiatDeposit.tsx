import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandStore, type Transaction, type WalletSetting } from '@croupier/shared';
import { PaymentAccountMissing } from '../../components/PaymentAccountMissing';
import { EmptyState, Loaded } from '@croupier/ui';
import { SuccessPanel } from '../../components/SuccessPanel';
import { TransactionDetails } from '../../components/TransactionDetails';
import { useLiveTransaction } from '../../hooks/useLiveTransaction';
import { usePaymentSetup } from '../../hooks/usePaymentSetup';
import { FiatDepositForm } from './FiatDepositForm';

interface FiatDepositProps {
  setting: WalletSetting;
  onDeposited: () => void;
}

/** A bank or e-wallet deposit: needs the player's payment account and a channel of the currency. */
export function FiatDeposit({ setting, onDeposited }: FiatDepositProps) {
  const { t } = useTranslation('wallet');
  const paymentSetup = usePaymentSetup();
  const requireAccount = useBrandStore(
    (state) => state.config?.paymentAccountSettings.requireAccount ?? true,
  );
  const [deposit, setDeposit] = useState<Transaction | null>(null);

  if (deposit) return <DepositRequested deposit={deposit} onAgain={() => setDeposit(null)} />;
  return (
    <Loaded request={paymentSetup}>
      {({ account, channels }) => {
        if (requireAccount && !account)
          return <PaymentAccountMissing currency={setting.currency} />;
        const currencyChannels = channels.filter(
          (channel) => channel.currency === setting.currency && channel.type !== 'crypto',
        );
        if (currencyChannels.length === 0) {
          return <EmptyState>{t('deposit.noChannels', { currency: setting.currency })}</EmptyState>;
        }
        return (
          <FiatDepositForm
            setting={setting}
            channels={currencyChannels}
            onDeposited={(transaction) => {
              setDeposit(transaction);
              onDeposited();
            }}
          />
        );
      }}
    </Loaded>
  );
}

/** The requested deposit, its status following the operator's decision. */
function DepositRequested({ deposit, onAgain }: { deposit: Transaction; onAgain: () => void }) {
  const { t } = useTranslation('wallet');
  const current = useLiveTransaction(deposit);
  return (
    <SuccessPanel
      title={t('deposit.successTitle')}
      againLabel={t('deposit.again')}
      onAgain={onAgain}
    >
      <p>{t('deposit.successBody')}</p>
      <TransactionDetails transaction={current} />
    </SuccessPanel>
  );
}
