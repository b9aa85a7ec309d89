import Decimal from 'decimal.js';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount, getBonusEntries, type BonusGrant } from '@croupier/shared';
import { DataTable, EmptyState, Loaded, LocalTime, Pager, panels, useRequest } from '@croupier/ui';

export const ENTRY_PAGE_SIZE = 20;

/**
 * Every movement of a grant, oldest first: each stake's split between real and bonus money, its
 * weight and the progress it added, each win's split, and the bonus balance after — the figures
 * the progress bar is the sum of.
 */
export function GrantEntries({ grant }: { grant: BonusGrant }) {
  const { t } = useTranslation('account');
  const [page, setPage] = useState(1);
  const load = useCallback(
    () => getBonusEntries(grant.grantId, page, ENTRY_PAGE_SIZE),
    [grant.grantId, page],
  );
  const entries = useRequest(load);
  const amount = (value: string) => formatCurrencyAmount(value, grant.currency);
  const columns = [
    t('bonus.entry.type'),
    t('bonus.entry.real'),
    t('bonus.entry.bonus'),
    t('bonus.entry.weight'),
    t('bonus.entry.progress'),
    t('bonus.entry.balanceAfter'),
    t('bonus.entry.game'),
    t('bonus.entry.time'),
  ];
  return (
    <Loaded request={entries}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState>{t('bonus.entry.empty')}</EmptyState>
        ) : (
          <>
            <DataTable
              phoneCards
              columns={columns.map((label, index) => ({
                label,
                amount: index >= 1 && index <= 5,
              }))}
            >
              {data.items.map((entry) => (
                <tr key={entry.entryId}>
                  <td data-label={columns[0]}>
                    {t(`bonus.entryTypes.${entry.type}`)}
                    {entry.spin !== null && ` ${entry.spin}`}
                  </td>
                  <td data-label={columns[1]} className={panels.amount}>
                    {amount(entry.realAmount)}
                  </td>
                  <td data-label={columns[2]} className={panels.amount}>
                    {amount(entry.bonusAmount)}
                  </td>
                  <td data-label={columns[3]} className={panels.amount}>
                    {entry.weight === null
                      ? '–'
                      : `${new Decimal(entry.weight).times(100).toFixed()}%`}
                  </td>
                  <td data-label={columns[4]} className={panels.amount}>
                    {amount(entry.progressAdded)}
                  </td>
                  <td data-label={columns[5]} className={panels.amount}>
                    {amount(entry.bonusBalanceAfter)}
                  </td>
                  <td data-label={columns[6]}>{entry.gameCode ?? '–'}</td>
                  <td data-label={columns[7]}>
                    <LocalTime at={entry.at} withTime />
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pager
              page={data.page}
              pageCount={Math.ceil(data.total / (data.pageSize || ENTRY_PAGE_SIZE))}
              onPage={setPage}
            />
          </>
        )
      }
    </Loaded>
  );
}
