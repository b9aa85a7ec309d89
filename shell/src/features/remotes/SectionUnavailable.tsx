import { useTranslation } from 'react-i18next';
import { buttons } from '@croupier/ui';
import styles from './SectionUnavailable.module.scss';

interface Props {
  remote: string;
  onRetry: () => void;
  compact?: boolean;
}

export function SectionUnavailable({ remote, onRetry, compact = false }: Props) {
  const { t } = useTranslation('shell');
  return (
    <section
      className={compact ? `${styles.panel} ${styles.compact}` : styles.panel}
      role="alert"
      data-testid={`section-unavailable-${remote}`}
    >
      <h2 className={styles.title}>{t('remote.unavailableTitle')}</h2>
      <p className={styles.body}>{t('remote.unavailableBody')}</p>
      <button type="button" className={buttons.compactPrimary} onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}
