import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@croupier/shared/router';
import { useLoginDialog } from './loginDialogStore';
import { SectionLoading } from '../remotes';
import { LoginForm } from './lazyForms';
import styles from './LoginDialog.module.scss';

interface Props {
  open: boolean;
  onClose: () => void;
}

export function LoginDialog({ open, onClose }: Props) {
  const { t } = useTranslation('shell');
  const dialog = useRef<HTMLDialogElement>(null);
  const sessionEnded = useLoginDialog((state) => state.sessionEnded);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className={styles.dialog} onClose={onClose} aria-labelledby="login-title">
      <div className={styles.header}>
        <h2 id="login-title">{t('auth.login')}</h2>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t('common.close')}
        >
          ×
        </button>
      </div>
      {open && sessionEnded && (
        <p className={styles.notice} role="status">
          {t('auth.sessionEnded')}
        </p>
      )}
      {open && (
        <Suspense fallback={<SectionLoading />}>
          <LoginForm onLoggedIn={onClose} />
        </Suspense>
      )}
      <p className={styles.switch}>
        {t('auth.noAccount')}{' '}
        <Link to="/register/" onClick={onClose}>
          {t('auth.register')}
        </Link>
      </p>
    </dialog>
  );
}
