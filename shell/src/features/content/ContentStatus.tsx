import { useTranslation } from 'react-i18next';
import { buttons } from '@croupier/ui';
import styles from './Content.module.scss';

/** Loading and failure panels shared by the content pages. */
export function ContentLoading() {
  const { t } = useTranslation('shell');
  return (
    <p className={styles.status} role="status" aria-live="polite">
      {t('common.loading')}
    </p>
  );
}

export function ContentError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.status} role="alert">
      <p>{t('content.loadFailed')}</p>
      <button type="button" className={buttons.compactPrimary} onClick={onRetry}>
        {t('content.retry')}
      </button>
    </div>
  );
}

export function ContentEmpty({ message }: { message: string }) {
  return <p className={styles.status}>{message}</p>;
}
