import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireLogin } from '@croupier/shared';
import { AccountNav } from './AccountNav';
import styles from './AccountPage.module.scss';

/**
 * The frame of every account page: title, account navigation, and content for players only.
 * `wide` pages hold tables, which need more than a form's reading width. A `notice` shows to
 * everyone, so it outlives a logout the page itself caused.
 */
export function AccountPage({
  title,
  wide = false,
  notice,
  children,
}: {
  title: string;
  wide?: boolean;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <section className={wide ? `${styles.page} ${styles.wide}` : styles.page}>
      <h1>{title}</h1>
      <AccountNav />
      {notice}
      <RequireLogin fallback={<p role="alert">{t('common.loginRequired')}</p>}>
        {children}
      </RequireLogin>
    </section>
  );
}
