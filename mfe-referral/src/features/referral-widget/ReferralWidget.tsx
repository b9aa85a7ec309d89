import { Link } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, useAuthStore, useUserStore } from '@croupier/shared';
import { CopyLinkButton, referralLink } from '../referral-link';
import styles from './ReferralWidget.module.scss';

/** Home card inviting the player to share their referral link. */
export function Referral() {
  const { t } = useTranslation('referral');
  const loggedInPlayer = useAuthStore((state) => isLoggedIn(state));
  const code = useUserStore((state) => state.user?.referralCode);
  const loggedIn = loggedInPlayer && Boolean(code);
  return (
    <section className={styles.card} aria-labelledby="referral-widget-title">
      <h2 id="referral-widget-title">{t('widget.title')}</h2>
      {loggedIn && code ? (
        <>
          <p>{t('widget.share')}</p>
          <p>
            {t('yourCode')} <strong data-testid="referral-widget-code">{code}</strong>
          </p>
          <div className={styles.actions}>
            <CopyLinkButton link={referralLink(window.location.origin, code)} />
            <Link to="/account/referral/">{t('widget.details')}</Link>
          </div>
        </>
      ) : (
        <>
          <p>{t('widget.invite')}</p>
          <div className={styles.actions}>
            <Link className={styles.register} to="/register/">
              {t('widget.register')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
