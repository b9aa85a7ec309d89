import { useTranslation } from 'react-i18next';
import { buttons } from '@croupier/ui';
import styles from './WinningNumbers.module.scss';

interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pageCount, onPage }: PagerProps) {
  const { t } = useTranslation('games');
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('winning.pagesLabel')}>
      <button
        type="button"
        className={buttons.secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('winning.previous')}
      </button>
      <span>{t('winning.page', { page, pages: pageCount })}</span>
      <button
        type="button"
        className={buttons.secondary}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('winning.next')}
      </button>
    </nav>
  );
}
