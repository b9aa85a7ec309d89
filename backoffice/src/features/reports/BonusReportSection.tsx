import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded, TextField, buttons, panels, useRequest } from '@croupier/ui';
import { BrandPicker, useBrands } from '../brand-picker';
import { loadBonusReport, type BonusReport } from '../offers';
import { TableOrEmpty } from '../tables';
import { BONUS_REPORT_COLUMNS, bonusReportCsvUrl } from './bonusReport';
import { rangeProblem, utcDayBefore } from './reports';
import styles from './reports.module.scss';

type BonusReportRow = BonusReport['items'][number];

const AMOUNT_FIELDS = [
  'claims',
  'granted',
  'converted',
  'forfeited',
  'expired',
  'outstanding',
] as const;

interface BonusReportQuery {
  brandId: string;
  from: string;
  to: string;
}

/**
 * A brand's bonus report over a range of UTC days, per offer and currency, and as CSV; `picker`
 * (the reports page's choice of report) leads its form.
 */
export function BonusReportSection({ picker }: { picker: ReactNode }) {
  const { t } = useTranslation();
  const brands = useBrands();
  const now = new Date();
  const [draft, setDraft] = useState({
    brandId: '',
    from: utcDayBefore(now, 29),
    to: utcDayBefore(now, 0),
  });
  const [query, setQuery] = useState<BonusReportQuery | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const firstBrand = brands.status === 'ready' ? (brands.data[0]?.brandId ?? '') : '';
  const brandId = draft.brandId || firstBrand;

  function show(event: FormEvent) {
    event.preventDefault();
    const found = rangeProblem(draft.from, draft.to);
    setProblem(found);
    if (found === null && brandId) setQuery({ ...draft, brandId });
  }

  return (
    <>
      <form className={styles.query} aria-label={t('reports.choose')} onSubmit={show} noValidate>
        {picker}
        <BrandPicker
          id="bonus-report-brand"
          brands={brands}
          value={brandId}
          onChange={(chosen) => setDraft({ ...draft, brandId: chosen })}
        />
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
      <p className={styles.note}>{t('reports.bonus.note')}</p>
      {query && <BonusReportTable key={JSON.stringify(query)} query={query} />}
    </>
  );
}

function BonusReportTable({ query }: { query: BonusReportQuery }) {
  const { t } = useTranslation();
  const load = useCallback(() => loadBonusReport(query.brandId, query.from, query.to), [query]);
  const report = useRequest(load);
  return (
    <Loaded request={report}>
      {(data) => (
        <TableOrEmpty
          items={data.items}
          empty={t('reports.bonus.empty')}
          csvName={`bonus-report-${query.brandId}`}
          csvHref={bonusReportCsvUrl(query.brandId, query.from, query.to)}
          columns={BONUS_REPORT_COLUMNS.map((column) => ({
            label: t(`reports.bonus.columns.${column.field}`),
            amount: 'amount' in column,
            value: (row: BonusReportRow) =>
              column.field === 'kind' ? t(`offers.kinds.${row.kind}`) : row[column.field],
          }))}
          rowOf={(row) => (
            <tr key={`${row.offerId}-${row.currency}`}>
              <td>{row.name}</td>
              <td>{t(`offers.kinds.${row.kind}`)}</td>
              <td>{row.currency}</td>
              {AMOUNT_FIELDS.map((field) => (
                <td key={field} className={panels.amount}>
                  {row[field]}
                </td>
              ))}
            </tr>
          )}
        />
      )}
    </Loaded>
  );
}
