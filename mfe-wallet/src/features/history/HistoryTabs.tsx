import { Link } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_CATEGORIES, type TransactionCategory } from '@croupier/shared';
import { CATEGORY_PARAM } from './transactionCategory';
import styles from './HistoryPage.module.scss';

export function HistoryTabs({ active }: { active: TransactionCategory }) {
  const { t } = useTranslation('wallet');
  return (
    <nav aria-label={t('history.tabsLabel')}>
      <ul className={styles.tabs}>
        {TRANSACTION_CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={{ search: `?${CATEGORY_PARAM}=${category}` }}
              aria-current={category === active ? 'page' : undefined}
            >
              {t(`history.tabs.${category}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
