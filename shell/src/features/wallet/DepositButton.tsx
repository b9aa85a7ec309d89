import { Link } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { buttons } from '@croupier/ui';
import styles from './DepositButton.module.scss';

export const DEPOSIT_PATH = '/account/wallet/deposit/';

/** The way into the wallet, beside the balance; below wide screens only its icon shows. */
export function DepositButton() {
  const { t } = useTranslation('shell');
  return (
    <Link
      to={DEPOSIT_PATH}
      className={`${buttons.compactPrimary} ${styles.deposit}`}
      data-testid="header-deposit"
      title={t('wallet.deposit')}
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
        <path d="M7 2h2v5h5v2H9v5H7V9H2V7h5z" />
      </svg>
      <span className={styles.label}>{t('wallet.deposit')}</span>
    </Link>
  );
}
