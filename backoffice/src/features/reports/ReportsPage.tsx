import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Loaded,
  SelectField,
  TextField,
  buttons,
  moneyText,
  panels,
  useRequest,
} from '@croupier/ui';
import { BrandPicker, useBrands } from '../brand-picker';
import { BonusReportSection } from './BonusReportSection';
import { hasRole, useSessionStore } from '../session';
import { TableOrEmpty } from '../tables';
import {
  REPORT_COLUMNS,
  REPORT_NAMES,
  REPORT_ROLES,
  loadReport,
  rangeProblem,
  reportCsvUrl,
  utcDayBefore,
  type ReportColumn,
  type ReportName,
  type ReportQuery,
  type ReportRow,
} from './reports';
import styles from './reports.module.scss';

/** The report picker's choice for the bonus report. */
const BONUS_REPORT = 'bonus';

/** GGR, NGR, payments and bonuses over a range of UTC days, on screen and as a CSV file. */
export function ReportsPage() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const names = REPORT_NAMES.filter((name) => session && hasRole(session, REPORT_ROLES[name]));
  // The bonus report is a brand's, per offer: it has a form of its own (BonusReportSection).
  const [isBonus, setIsBonus] = useState(false);
  const brands = useBrands();
  const now = new Date();
  const [draft, setDraft] = useState<ReportQuery>({
    name: names[0] ?? 'ggr',
    brandId: '',
    from: utcDayBefore(now, 6),
    to: utcDayBefore(now, 0),
  });
  const [query, setQuery] = useState<ReportQuery | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function show(event: FormEvent) {
    event.preventDefault();
    const found = rangeProblem(draft.from, draft.to);
    setProblem(found);
    if (found === null) setQuery(draft);
  }

  const picker: ReactNode = (
    <SelectField
      id="report-name"
      label={t('reports.report')}
      value={isBonus ? BONUS_REPORT : draft.name}
      onChange={(name) => {
        setIsBonus(name === BONUS_REPORT);
        if (name !== BONUS_REPORT) setDraft({ ...draft, name: name as ReportName });
      }}
      options={[
        ...names.map((name) => ({ value: name, label: t(`reports.names.${name}`) })),
        { value: BONUS_REPORT, label: t('reports.names.bonus') },
      ]}
    />
  );

  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title">{t('reports.title')}</h1>
      {isBonus ? (
        <BonusReportSection picker={picker} />
      ) : (
        <>
          <form
            className={styles.query}
            aria-label={t('reports.choose')}
            onSubmit={show}
            noValidate
          >
            {picker}
            <BrandPicker
              id="report-brand"
              brands={brands}
              value={draft.brandId}
              onChange={(brandId) => setDraft({ ...draft, brandId })}
              allowAll
            />
            <TextField
              id="report-from"
              type="date"
              label={t('reports.from')}
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
              error={problem === null ? null : t(problem)}
            />
            <TextField
              id="report-to"
              type="date"
              label={t('reports.to')}
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
            <button type="submit" className={buttons.primary}>
              {t('reports.show')}
            </button>
          </form>
          <p className={styles.note}>{t('reports.utcDays')}</p>
          {query && <ReportTable key={JSON.stringify(query)} query={query} />}
        </>
      )}
    </section>
  );
}

function ReportTable({ query }: { query: ReportQuery }) {
  const { t } = useTranslation();
  const load = useCallback(() => loadReport(query), [query]);
  const report = useRequest(load);
  const columns = REPORT_COLUMNS[query.name];

  return (
    <Loaded request={report}>
      {({ rows }) => (
        <TableOrEmpty
          items={rows}
          empty={t('reports.empty')}
          csvName={`report-${query.name}`}
          csvHref={reportCsvUrl(query)}
          columns={columns.map((column) => ({
            label: t(`reports.columns.${column.field}`),
            amount: column.amount,
            kind: kindOf(column),
            value: (row: ReportRow) => row[column.field],
          }))}
          rowOf={(row) => (
            <tr key={rowKey(row, columns)}>
              {columns.map((column) => (
                <td key={column.field} className={column.amount ? panels.amount : undefined}>
                  {cellText(row, column)}
                </td>
              ))}
            </tr>
          )}
        />
      )}
    </Loaded>
  );
}

/** How a report's column sorts: days as dates, money and percentages as decimals, counts as numbers. */
function kindOf({ field, money, percent, amount }: ReportColumn) {
  if (field === 'day') return 'date';
  if (money || percent) return 'decimal';
  return amount ? 'number' : 'text';
}

/** A row's key: its cells, which together are unique in a report. */
const rowKey = (row: ReportRow, columns: readonly ReportColumn[]) =>
  columns.map((column) => String(row[column.field])).join('|');

/** A cell as staff read it: money in its row's currency, a percentage with its sign, a dash for none. */
function cellText(row: ReportRow, { field, money, percent }: ReportColumn): string {
  const value = row[field];
  if (value === null || value === undefined) return '—';
  if (money) return moneyText(String(value), String(row.currency));
  if (percent) return `${value} %`;
  return typeof value === 'number' ? value.toLocaleString() : value;
}
