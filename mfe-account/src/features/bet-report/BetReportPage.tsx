import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import {
  GAME_CATEGORY_CODES,
  getBetReport,
  getStaticGameProviders,
  type BetReport,
  type BetTotals,
  type GameProvider,
} from '@croupier/shared';
import { AccountPage } from '../../components/AccountPage';
import {
  DataTable,
  cardColumns,
  EmptyState,
  Field,
  Loaded,
  LocalTime,
  Pager,
  SelectField,
  useRequest,
  panels,
} from '@croupier/ui';
import styles from './BetReportPage.module.scss';
import { money } from './money';
import {
  filterToParams,
  filterToRequest,
  parseFilter,
  REPORT_PAGE_SIZE,
  type ReportFilter,
} from './reportFilter';

export function BetReportPage() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('report.title')} wide>
      <Report />
    </AccountPage>
  );
}

function Report() {
  const { t } = useTranslation('account');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filter = useMemo(() => parseFilter(new URLSearchParams(query)), [query]);
  const update = (change: Partial<ReportFilter>) =>
    setSearchParams(filterToParams({ ...filter, page: 1, ...change }));

  const load = useCallback(() => getBetReport(filterToRequest(filter)), [filter]);
  const report = useRequest<BetReport>(load);

  return (
    <div className={styles.report}>
      <Filters filter={filter} onChange={update} />
      <Loaded request={report}>
        {(data) => (
          <>
            <Totals totals={data.totals} />
            {data.items.length === 0 ? (
              <EmptyState>{t('report.empty')}</EmptyState>
            ) : (
              <Rounds report={data} />
            )}
            <Pager
              page={data.page}
              pageCount={Math.ceil(data.total / (data.pageSize || REPORT_PAGE_SIZE))}
              onPage={(page) => update({ page })}
            />
          </>
        )}
      </Loaded>
    </div>
  );
}

function Filters({
  filter,
  onChange,
}: {
  filter: ReportFilter;
  onChange: (change: Partial<ReportFilter>) => void;
}) {
  const { t } = useTranslation('account');
  const providers = useRequest<GameProvider[]>(getStaticGameProviders);
  const providerOptions = [
    { value: '', label: t('report.allProviders') },
    ...(providers.status === 'ready'
      ? providers.data.map((provider) => ({ value: provider.gpid, label: provider.gpname }))
      : []),
  ];
  if (filter.gpid && !providerOptions.some((option) => option.value === filter.gpid)) {
    providerOptions.push({ value: filter.gpid, label: filter.gpid });
  }
  const categoryOptions = [
    { value: '', label: t('report.allCategories') },
    ...GAME_CATEGORY_CODES.map((code) => ({ value: code, label: t(`categories.${code}`) })),
  ];
  return (
    <form className={styles.filters} onSubmit={(event) => event.preventDefault()}>
      <Field id="report-from" label={t('report.from')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={filter.from}
            max={filter.to}
            onChange={(event) => event.target.value && onChange({ from: event.target.value })}
          />
        )}
      </Field>
      <Field id="report-to" label={t('report.to')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={filter.to}
            min={filter.from}
            onChange={(event) => event.target.value && onChange({ to: event.target.value })}
          />
        )}
      </Field>
      <SelectField
        id="report-provider"
        label={t('report.provider')}
        value={filter.gpid}
        options={providerOptions}
        onChange={(gpid) => onChange({ gpid })}
      />
      <SelectField
        id="report-category"
        label={t('report.category')}
        value={filter.category}
        options={categoryOptions}
        onChange={(category) => onChange({ category: category as ReportFilter['category'] })}
      />
    </form>
  );
}

function Totals({ totals }: { totals: BetTotals[] }) {
  const { t } = useTranslation('account');
  if (totals.length === 0) return null;
  return (
    <section className={styles.totals} aria-label={t('report.totals')}>
      {totals.map((total) => (
        <dl
          key={total.currency}
          className={panels.details}
          data-testid={`totals-${total.currency}`}
        >
          <dt>{t('report.totalStake')}</dt>
          <dd>{money(total.stake, total.currency)}</dd>
          <dt>{t('report.totalWin')}</dt>
          <dd>{money(total.win, total.currency)}</dd>
          <dt>{t('report.totalNet')}</dt>
          <dd>{money(total.net, total.currency)}</dd>
        </dl>
      ))}
    </section>
  );
}

function Rounds({ report }: { report: BetReport }) {
  const { t } = useTranslation('account');
  const { labels, columns } = cardColumns(
    t,
    'report',
    ['game', 'provider', 'category', 'stake', 'win', 'net', 'status', 'time', 'record'],
    { amounts: ['stake', 'win', 'net'] },
  );
  return (
    <DataTable phoneCards columns={columns}>
      {report.items.map((round) => (
        <tr key={round.roundId}>
          <td data-label={labels.game}>{round.gameName}</td>
          <td data-label={labels.provider}>{round.providerName}</td>
          <td data-label={labels.category}>{t(`categories.${round.category}`)}</td>
          <td data-label={labels.stake} className={panels.amount}>
            {money(round.stake, round.currency)}
          </td>
          <td data-label={labels.win} className={panels.amount}>
            {money(round.win, round.currency)}
          </td>
          <td data-label={labels.net} className={panels.amount}>
            {money(round.net, round.currency)}
          </td>
          <td data-label={labels.status}>
            <span className={round.status === 'settled' ? panels.badge : panels.muted}>
              {t(`report.statuses.${round.status}`)}
            </span>
          </td>
          <td data-label={labels.time}>
            <LocalTime at={round.createdAt} withTime />
          </td>
          <td data-label={labels.record}>
            <Link
              to={`/account/report/${encodeURIComponent(round.gpid)}/${encodeURIComponent(round.roundId)}`}
              aria-label={t('report.replayOf', { game: round.gameName })}
            >
              {t('report.replay')}
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
