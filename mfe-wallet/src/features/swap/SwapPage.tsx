import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceData, SwapRecord } from '@croupier/shared';
import { SuccessPanel } from '../../components/SuccessPanel';
import { WalletPage } from '../../components/WalletPage';
import { WithBalances } from '../../components/WithBalances';
import { panels } from '@croupier/ui';
import { useFormatAmount } from '../../hooks/useFormatAmount';
import { SwapForm } from './SwapForm';

export function SwapPage() {
  const { t } = useTranslation('wallet');
  return (
    <WalletPage title={t('swap.title')}>
      <WithBalances>
        {(balances, refresh) => <Swap balances={balances} onSwapped={refresh} />}
      </WithBalances>
    </WalletPage>
  );
}

function Swap({ balances, onSwapped }: { balances: BalanceData; onSwapped: () => void }) {
  const [swap, setSwap] = useState<SwapRecord | null>(null);
  if (swap) return <SwapDone swap={swap} balances={balances} onAgain={() => setSwap(null)} />;
  return (
    <SwapForm
      balances={balances}
      onSwapped={(done) => {
        setSwap(done);
        onSwapped();
      }}
    />
  );
}

interface SwapDoneProps {
  swap: SwapRecord;
  /** Refetched after the swap, so both wallets show their new balance. */
  balances: BalanceData;
  onAgain: () => void;
}

function SwapDone({ swap, balances, onAgain }: SwapDoneProps) {
  const { t } = useTranslation('wallet');
  const formatAmount = useFormatAmount();
  return (
    <SuccessPanel title={t('swap.successTitle')} againLabel={t('swap.again')} onAgain={onAgain}>
      <p>
        {t('swap.summary', {
          from: formatAmount(swap.fromAmount, swap.fromCurrency),
          to: formatAmount(swap.toAmount, swap.toCurrency),
        })}
      </p>
      <h3>{t('swap.newBalances')}</h3>
      <dl className={panels.details} data-testid="swap-balances">
        {[swap.fromCurrency, swap.toCurrency].map((currency) => (
          <Fragment key={currency}>
            <dt>{currency}</dt>
            <dd>{formatAmount(balances.walletBalance[currency]?.totalBalance ?? '0', currency)}</dd>
          </Fragment>
        ))}
      </dl>
    </SuccessPanel>
  );
}
