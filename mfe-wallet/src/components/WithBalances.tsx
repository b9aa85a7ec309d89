import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceData } from '@croupier/shared';
import { useWalletBalances } from '../hooks/useWalletBalances';
import { EmptyState, Loaded } from '@croupier/ui';

interface WithBalancesProps {
  /** `refresh` fetches the balances again after money moved. */
  children: (balances: BalanceData, refresh: () => Promise<void>) => ReactNode;
}

/** Fresh get-balance2 data for a money form, with its loading, error and no-currency states. */
export function WithBalances({ children }: WithBalancesProps) {
  const { t } = useTranslation('wallet');
  const balances = useWalletBalances();
  return (
    <Loaded request={balances}>
      {(data) =>
        Object.keys(data.walletSetting).length === 0 ? (
          <EmptyState>{t('common.noCurrencies')}</EmptyState>
        ) : (
          children(data, balances.reload)
        )
      }
    </Loaded>
  );
}
