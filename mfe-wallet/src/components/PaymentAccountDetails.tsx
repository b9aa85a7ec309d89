import { useTranslation } from 'react-i18next';
import type { PaymentAccount } from '@croupier/shared';
import { panels as styles } from '@croupier/ui';

/** The last four digits are enough for a player to recognise the account. */
export function maskAccountNumber(accountNumber: string): string {
  return accountNumber.length <= 4 ? accountNumber : `•••• ${accountNumber.slice(-4)}`;
}

export function PaymentAccountDetails({ account }: { account: PaymentAccount }) {
  const { t } = useTranslation('wallet');
  return (
    <dl className={styles.details}>
      <dt>{t('paymentAccount.type')}</dt>
      <dd>{t(`paymentAccount.types.${account.type}`)}</dd>
      <dt>{t('paymentAccount.channel')}</dt>
      <dd>{account.channelName}</dd>
      <dt>{t('paymentAccount.accountName')}</dt>
      <dd>{account.accountName}</dd>
      <dt>{t('paymentAccount.accountNumber')}</dt>
      <dd data-testid="payment-account-number">{maskAccountNumber(account.accountNumber)}</dd>
    </dl>
  );
}
