import { Link } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { buttons, panels as styles } from '@croupier/ui';

/** Fiat money moves only through the player's payment account (brand paymentAccountSettings). */
export function PaymentAccountMissing({ currency }: { currency: string }) {
  const { t } = useTranslation('wallet');
  return (
    <div className={styles.panel} role="status">
      <p>{t('paymentAccount.missing', { currency })}</p>
      <div>
        <Link className={buttons.primary} to="/account/wallet/account/">
          {t('paymentAccount.add')}
        </Link>
      </div>
    </div>
  );
}
