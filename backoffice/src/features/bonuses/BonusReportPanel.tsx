import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, buttons, useRequest } from '@croupier/ui';
import { rangeProblem, utcDayBefore } from '../reports';
import { AmountCell, ListTable } from '../tables';
import { bonusReportCsvUrl, loadBonusReport } from './offers';
import styles from './bonuses.module.scss';

interface Range {
  from: string;
  to: string;
}

/** Per offer and currency over UTC days: claims, granted, converted, forfeited, expired, held. */
export function BonusReportPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const now = new Date();
  const [draft, setDraft] = useState<Range>({
    from: utcDayBefore(now, 29),
    to: utcDayBefore(now, 0),
  });
  const [range, setRange] = useState<Range | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  function show(event: FormEvent) {
    event.preventDefault();
    const found = rangeProblem(draft.from, draft.to);
    setProblem(found);
    if (found === null) setRange(draft);
  }
  return (
    <section className={styles.panel} aria-labelledby="bonus-report-title">
      <h2 id="bonus-report-title">{t('offers.report')}</h2>
      <form className={styles.range} aria-label={t('offers.report')} onSubmit={show} noValidate>
        <TextField
          id="bonus-report-from"
          type="date"
          label={t('reports.from')}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          error={problem === null ? null : t(problem)}
        />
        <TextField
          id="bonus-report-to"
          type="date"
          label={t('reports.to')}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <button type="submit" className={buttons.primary}>
          {t('reports.show')}
        </button>
      </form>
      {range && (
        <ReportRows key={`${brandId}-${range.from}-${range.to}`} brandId={brandId} range={range} />
      )}
    </section>
  );
}

function ReportRows({ brandId, range }: { brandId: string; range: Range }) {
  const { t } = useTranslation();
  const load = useCallback(
    () => loadBonusReport(brandId, range.from, range.to).then(({ items }) => items),
    [brandId, range],
  );
  const report = useRequest(load);
  const amounts = ['granted', 'converted', 'forfeited', 'expired', 'outstanding'] as const;
  return (
    <>
      <p>
        <a
          className={buttons.secondary}
          href={bonusReportCsvUrl(brandId, range.from, range.to)}
          download
        >
          {t('reports.downloadCsv')}
        </a>
      </p>
      <ListTable
        request={report}
        empty={t('offers.reportEmpty')}
        columns={[
          { label: t('offers.name') },
          { label: t('offers.kind') },
          { label: t('offers.claims'), amount: true },
          ...amounts.map((name) => ({ label: t(`offers.${name}`), amount: true })),
        ]}
        rowOf={(row) => (
          <tr key={`${row.offerId}-${row.currency}`}>
            <td>{row.name}</td>
            <td>{t(`offers.kinds.${row.kind}`)}</td>
            <td className={styles.number}>{row.claims}</td>
            {amounts.map((name) => (
              <AmountCell key={name} amount={row[name]} currency={row.currency} />
            ))}
          </tr>
        )}
      />
    </>
  );
}
