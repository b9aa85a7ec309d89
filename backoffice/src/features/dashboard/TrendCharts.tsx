import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loaded, moneyText, SelectField, useRequest } from '@croupier/ui';
import {
  loadTrend,
  type DashboardTrend,
  type TrendCurrency,
  type TrendMoneyDay,
} from './dashboard';
import type { PlotSeries } from './plot';
import { TrendChart } from './TrendChart';
import styles from './dashboard.module.scss';

// Told apart on the dark theme, and by dash pattern without colour.
const FIRST = { color: '#7fb2ff' };
const SECOND = { color: '#ffb454', dash: [6, 4] };

/** The brand's last 30 days as charts: money of one currency, players, requests waiting. */
export function TrendCharts({ brandId }: { brandId: string }) {
  const load = useCallback(() => loadTrend(brandId), [brandId]);
  const trend = useRequest(load);
  return <Loaded request={trend}>{(figures) => <Charts trend={figures} />}</Loaded>;
}

function Charts({ trend }: { trend: DashboardTrend }) {
  const { t, i18n } = useTranslation();
  const [chosenCurrency, setChosenCurrency] = useState('');
  const currency =
    trend.currencies.find((each) => each.currency === chosenCurrency) ?? trend.currencies[0];
  const days = useMemo(() => trend.days.map(({ day }) => day), [trend]);

  const counts = useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language);
    const series = (label: string, values: number[], look: typeof SECOND | typeof FIRST) => ({
      label,
      values,
      texts: values.map((value) => format.format(value)),
      ...look,
    });
    return {
      players: [
        series(
          t('dashboard.activePlayers'),
          trend.days.map((day) => day.activePlayers),
          FIRST,
        ),
        series(
          t('dashboard.registeredPlayers'),
          trend.days.map((day) => day.newPlayers),
          SECOND,
        ),
      ],
      waiting: [
        series(
          t('dashboard.pendingPayments'),
          trend.days.map((day) => day.pendingPayments),
          FIRST,
        ),
      ],
    };
  }, [trend, t, i18n.language]);

  const money = useMemo(() => {
    if (currency === undefined) return null;
    return {
      revenue: [
        moneySeries(t('dashboard.ggr'), currency, 'ggr', FIRST),
        moneySeries(t('dashboard.ngr'), currency, 'ngr', SECOND),
      ],
      payments: [
        moneySeries(t('dashboard.deposits'), currency, 'deposits', FIRST),
        moneySeries(t('dashboard.withdrawals'), currency, 'withdrawals', SECOND),
      ],
    };
  }, [currency, t]);

  return (
    <section aria-labelledby="trend-title" className={styles.trend}>
      <h2 id="trend-title">{t('dashboard.trendTitle', { count: days.length })}</h2>
      {trend.currencies.length > 1 && currency && (
        <div className={styles.picker}>
          <SelectField
            id="trend-currency"
            label={t('dashboard.currency')}
            value={currency.currency}
            onChange={setChosenCurrency}
            options={trend.currencies.map((each) => ({
              value: each.currency,
              label: each.currency,
            }))}
          />
        </div>
      )}
      <div className={styles.charts}>
        {money && currency ? (
          <>
            <TrendChart
              title={t('dashboard.revenueChart', { currency: currency.currency })}
              days={days}
              series={money.revenue}
            />
            <TrendChart
              title={t('dashboard.paymentsChart', { currency: currency.currency })}
              days={days}
              series={money.payments}
            />
          </>
        ) : (
          <EmptyState>{t('dashboard.noMoneyInRange')}</EmptyState>
        )}
        <TrendChart
          title={t('dashboard.playersChart')}
          days={days}
          series={counts.players}
          counts
        />
        <TrendChart
          title={t('dashboard.waitingChart')}
          days={days}
          series={counts.waiting}
          counts
        />
      </div>
    </section>
  );
}

/** One money figure of `currency` per day: plotted as a number, read as the site shows money. */
function moneySeries(
  label: string,
  { currency, days }: TrendCurrency,
  figure: Exclude<keyof TrendMoneyDay, 'day'>,
  look: { color: string; dash?: number[] },
): PlotSeries {
  return {
    label,
    // A chart's scale, not money: the exact amounts are the texts.
    values: days.map((day) => Number(day[figure])),
    texts: days.map((day) => moneyText(day[figure], currency)),
    ...look,
  };
}
