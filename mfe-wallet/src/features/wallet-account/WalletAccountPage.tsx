import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useBrandStore,
  useUserStore,
  type PaymentAccount,
  type PaymentAccountType,
} from '@croupier/shared';
import { maskAccountNumber, PaymentAccountDetails } from '../../components/PaymentAccountDetails';
import { Loaded, Loading, panels } from '@croupier/ui';
import { WalletPage } from '../../components/WalletPage';
import { usePaymentSetup } from '../../hooks/usePaymentSetup';
import { PaymentAccountForm } from './PaymentAccountForm';
import styles from './WalletAccountPage.module.scss';

/** Both types, for a standalone run without a brand config. */
const ALL_ACCOUNT_TYPES: PaymentAccountType[] = ['bank', 'eWallet'];

export function WalletAccountPage() {
  const { t } = useTranslation('wallet');
  return (
    <WalletPage title={t('account.title')}>
      <div className={styles.sections}>
        <HolderDetails />
        <PaymentAccountSection />
      </div>
    </WalletPage>
  );
}

/** What the player registered with. */
function HolderDetails() {
  const { t } = useTranslation('wallet');
  const user = useUserStore((state) => state.user);
  if (!user) return <Loading />;
  return (
    <div className={panels.panel}>
      <dl className={panels.details}>
        <dt>{t('account.holder')}</dt>
        <dd data-testid="wallet-holder">{user.username}</dd>
        <dt>{t('account.currency')}</dt>
        <dd>{user.currency}</dd>
        <dt>{t('account.bank')}</dt>
        <dd>{user.bankName || t('account.none')}</dd>
        <dt>{t('account.accountNumber')}</dt>
        <dd>
          {user.bankAccountNumber ? maskAccountNumber(user.bankAccountNumber) : t('account.none')}
        </dd>
      </dl>
    </div>
  );
}

/** The one payment account deposits and withdrawals use; created once, never edited here. */
function PaymentAccountSection() {
  const { t } = useTranslation('wallet');
  const setup = usePaymentSetup();
  const allowedTypes = useBrandStore(
    (state) => state.config?.paymentAccountSettings.allowedTypes ?? ALL_ACCOUNT_TYPES,
  );
  const [created, setCreated] = useState<PaymentAccount | null>(null);
  return (
    <section className={panels.panel} aria-labelledby="payment-account-title">
      <h2 id="payment-account-title">{t('paymentAccount.title')}</h2>
      <Loaded request={setup}>
        {({ account, channels }) => {
          const shown = created ?? account;
          if (shown) {
            return (
              <>
                <PaymentAccountDetails account={shown} />
                <p>{t('paymentAccount.fixed')}</p>
              </>
            );
          }
          return (
            <PaymentAccountForm
              allowedTypes={allowedTypes}
              channels={channels}
              onCreated={setCreated}
            />
          );
        }}
      </Loaded>
    </section>
  );
}
