import { useTranslation } from 'react-i18next';
import { useUiNamespace } from './UiNamespace';
import buttons from '../styles/buttons.module.scss';
import styles from '../styles/panels.module.scss';

interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** How the page lays the bar out; a centred bar otherwise. */
  className?: string;
}

export function Pager({ page, pageCount, onPage, className = styles.pager }: PagerProps) {
  const { t } = useTranslation(useUiNamespace());
  if (pageCount <= 1) return null;
  return (
    <nav className={className} aria-label={t('pager.label')}>
      <button
        type="button"
        className={buttons.secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span>{t('pager.page', { page, pages: pageCount })}</span>
      <button
        type="button"
        className={buttons.secondary}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
