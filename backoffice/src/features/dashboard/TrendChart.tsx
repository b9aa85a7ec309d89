import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlotSeries } from './plot';
import styles from './dashboard.module.scss';

interface TrendChartProps {
  title: string;
  days: readonly string[];
  /** Memoized by the caller: a new array draws the chart again. */
  series: readonly PlotSeries[];
  /** Counts rather than money: whole numbers on the axis. */
  counts?: boolean;
}

/**
 * One chart of the last days, and the same figures as a table for those who do not see the
 * canvas. The chart sizes itself to its box; without ResizeObserver only the table shows.
 */
export function TrendChart({ title, days, series, counts = false }: TrendChartProps) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const language = i18n.language;
  const dayLabel = t('dashboard.day');

  useEffect(() => {
    const element = box.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    let cancelled = false;
    let cleanUp = () => {};
    void import('./plot').then(({ drawPlot, PLOT_HEIGHT }) => {
      if (cancelled) return;
      const plot = drawPlot(element, days, series, element.clientWidth, {
        dayLabel,
        language,
        integers: counts,
      });
      const observer = new ResizeObserver(() =>
        plot.setSize({ width: element.clientWidth, height: PLOT_HEIGHT }),
      );
      observer.observe(element);
      cleanUp = () => {
        observer.disconnect();
        plot.destroy();
      };
    });
    return () => {
      cancelled = true;
      cleanUp();
    };
  }, [days, series, language, dayLabel, counts]);

  const titleId = `trend-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.chartTitle}>
        {title}
      </figcaption>
      <div ref={box} className={styles.plot} aria-hidden="true" data-testid="trend-plot" />
      <details className={styles.figures}>
        <summary>{t('dashboard.figures')}</summary>
        <table>
          <caption className={styles.srOnly}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{dayLabel}</th>
              {series.map(({ label }) => (
                <th scope="col" key={label} className={styles.number}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                {series.map(({ label, texts }) => (
                  <td key={label} className={styles.number}>
                    {texts[index]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
