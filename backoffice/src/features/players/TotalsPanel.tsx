import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { panels, useRequest } from '@croupier/ui';
import { AmountCell, ListTable } from '../tables';
import { loadTotals } from './playersApi';

/** The player's lifetime deposits, withdrawals, GGR and bonus cost, one row per currency. */
export function TotalsPanel({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const load = useCallback(() => loadTotals(playerId), [playerId]);
  const totals = useRequest(load);
  return (
    <section className={panels.panel} aria-labelledby="totals-title">
      <h2 id="totals-title">{t('players.totalsTitle')}</h2>
      <ListTable
        request={totals}
        empty={t('players.noTotals')}
        csvName={`player-totals-${playerId}`}
        columns={[
          { label: t('players.currency'), value: (row) => row.currency },
          { label: t('players.deposits'), amount: true, value: (row) => row.deposits },
          { label: t('players.withdrawals'), amount: true, value: (row) => row.withdrawals },
          { label: t('players.ggr'), amount: true, value: (row) => row.ggr },
          { label: t('players.bonusCost'), amount: true, value: (row) => row.bonusCost },
        ]}
        rowOf={(row) => (
          <tr key={row.currency}>
            <td>{row.currency}</td>
            <AmountCell amount={row.deposits} currency={row.currency} />
            <AmountCell amount={row.withdrawals} currency={row.currency} />
            <AmountCell amount={row.ggr} currency={row.currency} />
            <AmountCell amount={row.bonusCost} currency={row.currency} />
          </tr>
        )}
      />
    </section>
  );
}
