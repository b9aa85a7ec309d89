import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount, getBonuses, type BonusPage as Bonuses } from '@croupier/shared';
import { AccountPage } from '../../components/AccountPage';
import { Pager, EmptyState, Loaded, useRequest, panels } from '@croupier/ui';

export const BONUS_PAGE_SIZE = 10;

export function BonusPage() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('bonus.title')} wide>
      <BonusList />
    </AccountPage>
  );
}

function BonusList() {
  const { t, i18n } = useTranslation('account');
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
            <div className={panels.tableWrap}>
              <table className={panels.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('bonus.source')}</th>
                    <th scope="col">{t('bonus.description')}</th>
                    <th scope="col" className={panels.amount}>
                      {t('bonus.amount')}
                    </th>
                    <th scope="col">{t('bonus.currency')}</th>
                    <th scope="col">{t('bonus.status')}</th>
                    <th scope="col">{t('bonus.date')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((bonus) => (
                    <tr key={bonus.bonusId}>
                      <td>{t(`bonus.sources.${bonus.source}`)}</td>
                      <td>{bonus.description}</td>
                      <td className={panels.amount}>
                        {formatCurrencyAmount(bonus.amount, bonus.currency)}
                      </td>
                      <td>{bonus.currency}</td>
                      <td>
                        <span className={panels.badge}>{t(`bonus.statuses.${bonus.status}`)}</span>
                      </td>
                      <td>
                        <time dateTime={bonus.createdAt}>
                          {new Date(bonus.createdAt).toLocaleDateString(i18n.language)}
                        </time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
