import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Loaded,
  LocalTime,
  Pager,
  SelectField,
  TextField,
  buttons,
  useRequest,
} from '@croupier/ui';
import { BrandPicker, useBrands } from '../brand-picker';
import { hasRole, useSessionStore } from '../session';
import { dayRangeProblems } from '../forms';
import { ServerPagedTable, headings } from '../tables';
import {
  SIGNIFICANT_EVENT_PERIODS,
  SIGNIFICANT_EVENT_TYPES,
  loadSignificantEvents,
  significantEventsCsvUrl,
  type EventFilters,
  type SignificantEvent,
} from './significantEvents';
import { ThresholdsPanel } from './ThresholdsPanel';
import styles from './compliance.module.scss';

const TODAY: EventFilters = { period: 'day', type: '', brandId: '', actor: '', from: '', to: '' };

/** What changed, as JSON on one line: the before and after of an event. */
const valueOf = (value: SignificantEvent['before']) =>
  value === null ? '—' : JSON.stringify(value);

/**
 * The significant events report (GLI-19 2.8.8, 2.9.5): today, month, year or life to date, or the
 * days between two dates in the staff member's time zone, by type, brand and actor; each type's
 * count; "No activity" when there was none; CSV.
 */
export function SignificantEventsPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(TODAY);
  const [filters, setFilters] = useState(TODAY);
  const [page, setPage] = useState(1);
  const load = useCallback(() => loadSignificantEvents(filters, page), [filters, page]);
  const report = useRequest(load);
  const brands = useBrands();
  const session = useSessionStore((state) => state.session);
  // The thresholds are brand settings only owners read and change.
  const isOwner = session ? hasRole(session, ['owner']) : false;

  const problems = dayRangeProblems(draft);
  const [showProblems, setShowProblems] = useState(false);
  const problemOf = (side: 'from' | 'to') => {
    const problem = problems[side];
    return showProblems && problem ? t(`events.${problem}`) : null;
  };

  function apply(event: FormEvent) {
    event.preventDefault();
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return;
    setFilters(draft);
    setPage(1);
  }

  return (
    <section aria-labelledby="events-title">
      <h1 id="events-title">{t('events.title')}</h1>
      <form className={styles.filters} aria-label={t('events.filters')} onSubmit={apply}>
        <SelectField
          id="events-period"
          label={t('events.period')}
          value={draft.period}
          options={SIGNIFICANT_EVENT_PERIODS.map((period) => ({
            value: period,
            label: t(`events.periods.${period}`),
          }))}
          onChange={(period) => setDraft({ ...draft, period: period as EventFilters['period'] })}
        />
        <SelectField
          id="events-type"
          label={t('events.type')}
          value={draft.type}
          options={[
            { value: '', label: t('events.allTypes') },
            ...SIGNIFICANT_EVENT_TYPES.map((type) => ({
              value: type,
              label: t(`events.types.${type}`),
            })),
          ]}
          onChange={(type) => setDraft({ ...draft, type })}
        />
        <BrandPicker
          id="events-brand"
          brands={brands}
          value={draft.brandId}
          onChange={(brandId) => setDraft({ ...draft, brandId })}
          allowAll
        />
        <TextField
          id="events-from"
          type="date"
          label={t('events.from')}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          error={problemOf('from')}
        />
        <TextField
          id="events-to"
          type="date"
          label={t('events.to')}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          error={problemOf('to')}
        />
        <TextField
          id="events-actor"
          label={t('events.actor')}
          value={draft.actor}
          onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
        />
        <button type="submit" className={buttons.secondary}>
          {t('events.apply')}
        </button>
      </form>
      <p className={styles.note}>{t('events.rangeHint')}</p>
      <Loaded request={report}>
        {({ items, total, pageSize, counts }) => (
          <>
            <div className={styles.summary}>
              {total === 0 ? (
                <p role="status">{t('events.noActivity')}</p>
              ) : (
                <ul aria-label={t('events.counts')} className={styles.counts}>
                  {Object.entries(counts).map(([type, count]) => (
                    <li key={type}>
                      {t(`events.types.${type}`)}: <strong>{count.toLocaleString()}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {total > 0 && (
              <ServerPagedTable
                items={items}
                empty={t('events.noActivity')}
                csvName="significant-events"
                csvHref={significantEventsCsvUrl(filters)}
                pager={
                  <Pager page={page} pageCount={Math.ceil(total / pageSize)} onPage={setPage} />
                }
                columns={headings<SignificantEvent>(
                  t,
                  'events',
                  ['at', 'type', 'component', 'actor', 'brand', 'reason', 'before', 'after', 'ip'],
                  [],
                  {
                    at: { kind: 'date', value: (event) => event.at },
                    type: { value: (event) => t(`events.types.${event.type}`) },
                    component: { value: (event) => event.component },
                    actor: { value: (event) => event.actor },
                    brand: { value: (event) => event.brandId },
                    reason: { value: (event) => event.reason },
                    before: { value: (event) => valueOf(event.before) },
                    after: { value: (event) => valueOf(event.after) },
                    ip: { value: (event) => event.ip },
                  },
                )}
                rowOf={(event) => (
                  <tr key={event.id}>
                    <td>
                      <LocalTime at={event.at} withTime />
                    </td>
                    <td>{t(`events.types.${event.type}`)}</td>
                    <td>{event.component}</td>
                    <td>{event.actor}</td>
                    <td>{event.brandId ?? '—'}</td>
                    <td>{event.reason}</td>
                    <td className={styles.value}>{valueOf(event.before)}</td>
                    <td className={styles.value}>{valueOf(event.after)}</td>
                    <td>{event.ip ?? '—'}</td>
                  </tr>
                )}
              />
            )}
          </>
        )}
      </Loaded>
      {isOwner && (
        <div className={styles.thresholds}>
          <ThresholdsPanel />
        </div>
      )}
    </section>
  );
}
