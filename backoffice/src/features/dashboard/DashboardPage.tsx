import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  EmptyState,
  Loaded,
  LocalTime,
  MoneyAmount,
  panels,
  useRequest,
} from '@croupier/ui';
import { BrandPicker, useBrands } from '../brands';
import { DASHBOARD_REFRESH_MS, loadDashboard, type Dashboard } from './dashboard';
import { TrendCharts } from './TrendCharts';
import styles from './dashboard.module.scss';

/** One brand's day so far (refreshed while open) above its last 30 days as charts. */
export function DashboardPage() {
  const { t } = useTranslation();
  const brands = useBrands();
  const [chosenBrand, setChosenBrand] = useState('');
  const firstBrand = brands.status === 'ready' ? (brands.data[0]?.brandId ?? '') : '';
  const brandId = chosenBrand || firstBrand;

  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      <div className={styles.picker}>
        <BrandPicker
          id="dashboard-brand"
          brands={brands}
          value={brandId}
          onChange={setChosenBrand}
        />
      </div>
      {brandId && <BrandDashboard key={brandId} brandId={brandId} />}
      {brands.status === 'ready' && brands.data.length === 0 && (
        <EmptyState>{t('brands.none')}</EmptyState>
      )}
    </section>
  );
}

function BrandDashboard({ brandId }: { brandId: string }) {
  const load = useCallback(() => loadDashboard(brandId), [brandId]);
  const dashboard = useRequest(load);
  const { reload } = dashboard;

  useEffect(() => {
    const timer = setInterval(() => void reload(), DASHBOARD_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  return (
    <>
      <Loaded request={dashboard}>{(figures) => <Figures figures={figures} />}</Loaded>
      <TrendCharts brandId={brandId} />
    </>
  );
}

function Figures({ figures }: { figures: Dashboard }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => value.toLocaleString(i18n.language);
  return (
    <>
      <p className={styles.note}>
        {t('dashboard.asOf', { day: figures.day })} <LocalTime at={figures.asOf} withTime />
      </p>
      <dl className={styles.counts}>
        <div className={styles.count}>
          <dt>{t('dashboard.newPlayers')}</dt>
          <dd data-testid="new-players">{count(figures.newPlayers)}</dd>
        </div>
        <div className={styles.count}>
          <dt>{t('dashboard.pendingDecisions')}</dt>
          <dd data-testid="pending-decisions">{count(figures.pendingDecisions)}</dd>
        </div>
      </dl>
      {figures.currencies.length === 0 ? (
        <EmptyState>{t('dashboard.noMoney')}</EmptyState>
      ) : (
        <DataTable
          columns={[
            { label: t('dashboard.currency') },
            { label: t('dashboard.deposits'), amount: true },
            { label: t('dashboard.withdrawals'), amount: true },
            { label: t('dashboard.stakes'), amount: true },
            { label: t('dashboard.wins'), amount: true },
            { label: t('dashboard.ggr'), amount: true },
          ]}
        >
          {figures.currencies.map((line) => (
            <tr key={line.currency}>
              <th scope="row">{line.currency}</th>
              <td className={panels.amount}>
                <MoneyAmount amount={line.deposits} currency={line.currency} />{' '}
                <span className={panels.muted}>
                  {t('dashboard.payments', { count: line.depositCount })}
                </span>
              </td>
              <td className={panels.amount}>
                <MoneyAmount amount={line.withdrawals} currency={line.currency} />{' '}
                <span className={panels.muted}>
                  {t('dashboard.payments', { count: line.withdrawalCount })}
                </span>
              </td>
              <td className={panels.amount}>
                <MoneyAmount amount={line.stakes} currency={line.currency} />
              </td>
              <td className={panels.amount}>
                <MoneyAmount amount={line.wins} currency={line.currency} />
              </td>
              <td className={panels.amount}>
                <MoneyAmount amount={line.ggr} currency={line.currency} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
