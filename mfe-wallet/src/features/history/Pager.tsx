import { useTranslation } from 'react-i18next';
import { buttons } from '@croupier/ui';
import styles from './HistoryPage.module.scss';

interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pageCount, onPage }: PagerProps) {
  const { t } = useTranslation('wallet');
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('history.pagesLabel')}>
      <button
        type="button"
        className={buttons.secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('history.previous')}
      </button>
      <span>{t('history.page', { page, pages: pageCount })}</span>
      <button
        type="button"
        className={buttons.secondary}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('history.next')}
      </button>
    </nav>
  );
}
