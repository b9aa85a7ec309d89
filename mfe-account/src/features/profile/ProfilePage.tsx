import { useTranslation } from 'react-i18next';
import { RequireLogin, useUserStore } from '@croupier/shared';
import styles from './ProfilePage.module.scss';

export function ProfilePage() {
  const { t, i18n } = useTranslation('account');
  const user = useUserStore((state) => state.user);
  return (
    <section className={styles.page}>
      <h1>{t('profile.title')}</h1>
      <RequireLogin fallback={<p role="alert">{t('common.loginRequired')}</p>}>
        {user ? (
          <dl className={styles.details}>
            <dt>{t('profile.username')}</dt>
            <dd data-testid="profile-username">{user.username}</dd>
            <dt>{t('profile.email')}</dt>
            <dd>{user.email ?? '—'}</dd>
            <dt>{t('profile.phoneNumber')}</dt>
            <dd>{user.phoneNumber ?? '—'}</dd>
            <dt>{t('profile.currency')}</dt>
            <dd>{user.currency}</dd>
            <dt>{t('profile.memberSince')}</dt>
            <dd>{new Date(user.createdAt).toLocaleDateString(i18n.language)}</dd>
          </dl>
        ) : (
          <p role="status">{t('common.loading')}</p>
        )}
      </RequireLogin>
    </section>
  );
}
