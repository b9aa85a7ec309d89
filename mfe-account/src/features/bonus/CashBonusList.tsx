import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount, getBonuses, type BonusPage as Bonuses } from '@croupier/shared';
import { DataTable, EmptyState, Loaded, LocalTime, Pager, useRequest, panels } from '@croupier/ui';

export const BONUS_PAGE_SIZE = 10;

/** Cash bonuses credited straight to real money: referral commission and promotions. */
export function CashBonusList() {
  const { t } = useTranslation('account');
  const [page, setPage] = useState(1);
  const load = useCallback(() => getBonuses(page, BONUS_PAGE_SIZE), [page]);
  const bonuses = useRequest<Bonuses>(load);
  return (
    <Loaded request={bonuses}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState>{t('bonus.empty')}</EmptyState>
        ) : (
          <>
            <DataTable
              phoneCards
              columns={[
                { label: t('bonus.source') },
                { label: t('bonus.description') },
                { label: t('bonus.amount'), amount: true },
                { label: t('bonus.currency') },
                { label: t('bonus.status') },
                { label: t('bonus.date') },
              ]}
            >
              {data.items.map((bonus) => (
                <tr key={bonus.bonusId}>
                  <td data-label={t('bonus.source')}>{t(`bonus.sources.${bonus.source}`)}</td>
                  <td data-label={t('bonus.description')}>{bonus.description}</td>
                  <td data-label={t('bonus.amount')} className={panels.amount}>
                    {formatCurrencyAmount(bonus.amount, bonus.currency)}
                  </td>
                  <td data-label={t('bonus.currency')}>{bonus.currency}</td>
                  <td data-label={t('bonus.status')}>
                    <span className={panels.badge}>{t(`bonus.statuses.${bonus.status}`)}</span>
                  </td>
                  <td data-label={t('bonus.date')}>
                    <LocalTime at={bonus.createdAt} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pager
              page={data.page}
              pageCount={Math.ceil(data.total / (data.pageSize || BONUS_PAGE_SIZE))}
              onPage={setPage}
            />
          </>
        )
      }
    </Loaded>
  );
}
