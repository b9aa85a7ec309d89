import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireLogin, useUserStore } from '@croupier/shared';
import { referralLink } from './referralLink';
import styles from './ReferralPage.module.scss';

export function ReferralPage() {
  const { t } = useTranslation('referral');
  const code = useUserStore((state) => state.user?.referralCode);
  const [copied, setCopied] = useState(false);
  const link = code ? referralLink(window.location.origin, code) : '';

  async function copy() {
    await navigator.clipboard.writeText(link);
    setCopied(true);
  }

  return (
    <section className={styles.page}>
      <h1>{t('title')}</h1>
      <RequireLogin fallback={<p role="alert">{t('loginRequired')}</p>}>
        {code ? (
          <div className={styles.card}>
            <p>{t('lead')}</p>
            <p>
              {t('yourCode')} <strong data-testid="referral-code">{code}</strong>
            </p>
            <label className={styles.link}>
              <span>{t('yourLink')}</span>
              <input
                readOnly
                value={link}
                data-testid="referral-link"
                onFocus={(event) => event.target.select()}
              />
            </label>
            <button type="button" className={styles.copy} onClick={() => void copy()}>
              {copied ? t('copied') : t('copy')}
            </button>
          </div>
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </RequireLogin>
    </section>
  );
}
