import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loaded, LocalTime, MoneyAmount, panels, useRequest } from '@croupier/ui';
import { BrandPicker, useBrands } from '../brand-picker';
import {
  DASHBOARD_REFRESH_MS,
  loadDashboard,
  type Dashboard,
  type DashboardCurrency,
} from './dashboard';
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
        <Tile label={t('dashboard.newPlayers')} testId="new-players">
          {count(figures.newPlayers)}
        </Tile>
        <Tile label={t('dashboard.pendingDecisions')} testId="pending-decisions">
          {count(figures.pendingDecisions)}
        </Tile>
      </dl>
      {figures.currencies.length === 0 ? (
        <EmptyState>{t('dashboard.noMoney')}</EmptyState>
      ) : (
        figures.currencies.map((line) => <CurrencyDay key={line.currency} line={line} />)
      )}
    </>
  );
}

/** Today's money of one currency as tiles: what came in, went out, was staked and won. */
function CurrencyDay({ line }: { line: DashboardCurrency }) {
  const { t } = useTranslation();
  const { currency } = line;
  const titleId = `today-${currency}`;
  const amount = (value: string) => (
    <span className={styles.amount}>
      <MoneyAmount amount={value} currency={currency} />
    </span>
  );
  const payments = (value: number) => (
    <span className={panels.muted}>{t('dashboard.payments', { count: value })}</span>
  );
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.currencyTitle}>
        {t('dashboard.todayIn', { currency })}
      </h2>
      <dl className={styles.counts}>
        <Tile label={t('dashboard.deposits')} testId={`deposits-${currency}`}>
          {amount(line.deposits)} {payments(line.depositCount)}
        </Tile>
        <Tile label={t('dashboard.withdrawals')} testId={`withdrawals-${currency}`}>
          {amount(line.withdrawals)} {payments(line.withdrawalCount)}
        </Tile>
        <Tile label={t('dashboard.stakes')}>{amount(line.stakes)}</Tile>
        <Tile label={t('dashboard.wins')}>{amount(line.wins)}</Tile>
        <Tile label={t('dashboard.ggr')} testId={`ggr-${currency}`}>
          {amount(line.ggr)}
        </Tile>
      </dl>
    </section>
  );
}

function Tile({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.count}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
