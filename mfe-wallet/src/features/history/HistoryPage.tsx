import { useSearchParams } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { WalletPage } from '../../components/WalletPage';
import { HistoryTabs } from './HistoryTabs';
import { TransactionList } from './TransactionList';
import { CATEGORY_PARAM, parseCategory } from './transactionCategory';

export function HistoryPage() {
  const { t } = useTranslation('wallet');
  return (
    <WalletPage title={t('history.title')}>
      <History />
    </WalletPage>
  );
}

function History() {
  const [searchParams] = useSearchParams();
  const category = parseCategory(searchParams.get(CATEGORY_PARAM));
  return (
    <>
      <HistoryTabs active={category} />
      {/* A new tab starts over: first page, newest first. */}
      <TransactionList key={category} category={category} />
    </>
  );
}
