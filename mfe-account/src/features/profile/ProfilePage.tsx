import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endLogin, eventBus, useUserStore } from '@croupier/shared';
import { AccountPage } from '../../components/AccountPage';
import { ChangePasswordForm } from './ChangePasswordForm';
import { CloseAccountForm } from './CloseAccountForm';
import { ProfileForm } from './ProfileForm';
import styles from './ProfilePage.module.scss';

export function ProfilePage() {
  const { t } = useTranslation('account');
  const [closedNotice, setClosedNotice] = useState<string | null>(null);

  // The server has already ended every login session: say so before the player is logged out,
  // outside the players-only content, so the message stays once the login is gone.
  function loggedOutByClosure() {
    const message = t('close.done');
    setClosedNotice(message);
    eventBus.emit('toast', { kind: 'info', message });
    endLogin();
  }

  return (
    <AccountPage
      title={t('profile.title')}
      notice={closedNotice && <p role="alert">{closedNotice}</p>}
    >
      {closedNotice === null && <Profile onClosed={loggedOutByClosure} />}
    </AccountPage>
  );
}

function Profile({ onClosed }: { onClosed: () => void }) {
  const { t, i18n } = useTranslation('account');
  const user = useUserStore((state) => state.user);
  if (!user) return <p role="status">{t('common.loading')}</p>;
  return (
    <div className={styles.sections}>
      <dl className={styles.details}>
        <dt>{t('profile.username')}</dt>
        <dd data-testid="profile-username">{user.username}</dd>
        <dt>{t('profile.email')}</dt>
        <dd>{user.email || '—'}</dd>
        <dt>{t('profile.phoneNumber')}</dt>
        <dd>{user.phoneNumber || '—'}</dd>
        <dt>{t('profile.bankName')}</dt>
        <dd>{user.bankName || '—'}</dd>
        <dt>{t('profile.bankAccountName')}</dt>
        <dd>{user.bankAccountName || '—'}</dd>
        <dt>{t('profile.bankAccountNumber')}</dt>
        <dd>{user.bankAccountNumber || '—'}</dd>
        <dt>{t('profile.currency')}</dt>
        <dd>{user.currency}</dd>
        <dt>{t('profile.memberSince')}</dt>
        <dd>{new Date(user.createdAt).toLocaleDateString(i18n.language)}</dd>
      </dl>
      <ProfileForm user={user} />
      <ChangePasswordForm user={user} />
      <CloseAccountForm onClosed={onClosed} />
    </div>
  );
}
