import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireLogin } from '@croupier/shared';
import { WalletNav } from './WalletNav';
import styles from './WalletPage.module.scss';

/** The frame of every wallet page: title, wallet navigation, and content for players only. */
export function WalletPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('wallet');
  return (
    <section className={styles.page}>
      <h1>{title}</h1>
      <WalletNav />
      <RequireLogin fallback={<p role="alert">{t('common.loginRequired')}</p>}>
        {children}
      </RequireLogin>
    </section>
  );
}
