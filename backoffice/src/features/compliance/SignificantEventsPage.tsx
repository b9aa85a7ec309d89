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
import { TableOrEmpty, headings } from '../tables';
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

const TODAY: EventFilters = { period: 'day', type: '', brandId: '', actor: '' };

/** What changed, as JSON on one line: the before and after of an event. */
const valueOf = (value: SignificantEvent['before']) =>
  value === null ? '—' : JSON.stringify(value);

/**
 * The significant events report (GLI-19 2.8.8, 2.9.5): today, month, year or life to date, by
 * type, brand and actor; each type's count; "No activity" when there was none; CSV.
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

  function apply(event: FormEvent) {
    event.preventDefault();
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
          id="events-actor"
          label={t('events.actor')}
          value={draft.actor}
          onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
        />
        <button type="submit" className={buttons.secondary}>
          {t('events.apply')}
        </button>
      </form>
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
              <a className={buttons.secondary} href={significantEventsCsvUrl(filters)} download>
                {t('events.downloadCsv')}
              </a>
            </div>
            {total > 0 && (
              <>
                <TableOrEmpty
                  items={items}
                  empty={t('events.noActivity')}
                  columns={headings(t, 'events', [
                    'at',
                    'type',
                    'component',
                    'actor',
                    'brand',
                    'reason',
                    'before',
                    'after',
                    'ip',
                  ])}
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
                <Pager page={page} pageCount={Math.ceil(total / pageSize)} onPage={setPage} />
              </>
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
