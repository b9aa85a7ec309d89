import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Loaded, panels, useRequest } from '@croupier/ui';
import { AmountCell } from '../tables';
import { loadTotals } from './playersApi';

/** The player's lifetime deposits, withdrawals, GGR and bonus cost, one row per currency. */
export function TotalsPanel({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const load = useCallback(() => loadTotals(playerId), [playerId]);
  const totals = useRequest(load);
  return (
    <section className={panels.panel} aria-labelledby="totals-title">
      <h2 id="totals-title">{t('players.totalsTitle')}</h2>
      <Loaded request={totals}>
        {(rows) =>
          rows.length === 0 ? (
            <p>{t('players.noTotals')}</p>
          ) : (
            <DataTable
              columns={[
                { label: t('players.currency') },
                { label: t('players.deposits'), amount: true },
                { label: t('players.withdrawals'), amount: true },
                { label: t('players.ggr'), amount: true },
                { label: t('players.bonusCost'), amount: true },
              ]}
            >
              {rows.map((row) => (
                <tr key={row.currency}>
                  <td>{row.currency}</td>
                  <AmountCell amount={row.deposits} currency={row.currency} />
                  <AmountCell amount={row.withdrawals} currency={row.currency} />
                  <AmountCell amount={row.ggr} currency={row.currency} />
                  <AmountCell amount={row.bonusCost} currency={row.currency} />
                </tr>
              ))}
            </DataTable>
          )
        }
      </Loaded>
    </section>
  );
}
