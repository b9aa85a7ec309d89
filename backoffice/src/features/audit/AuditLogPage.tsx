import { Fragment, useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Loaded,
  LocalTime,
  SelectField,
  TextField,
  buttons,
  useRequest,
  type Request,
} from '@croupier/ui';
import { BrandPicker, useBrands } from '../brand-picker';
import { CheckField } from '../forms';
import { PagedTable, headings } from '../tables';
import { AuditEntryChanges } from './AuditEntryChanges';
import { FailedLoginsPanel } from './FailedLoginsPanel';
import {
  NO_FILTERS,
  auditCsvUrl,
  filterProblems,
  loadAuditChoices,
  loadAuditPage,
  type AuditChoices,
  type AuditFilters,
  type AuditRow,
} from './auditLog';
import styles from './audit.module.scss';

/** Who did what, to which brand and target, newest first; each entry's before and after. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(NO_FILTERS);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [showProblems, setShowProblems] = useState(false);
  const [page, setPage] = useState(1);
  const [openEntry, setOpenEntry] = useState<string | null>(null);
  const load = useCallback(() => loadAuditPage(filters, page), [filters, page]);
  const audit = useRequest(load);
  const choices = useRequest(loadAuditChoices);
  const brands = useBrands();
  const problems = filterProblems(draft);

  function apply(event: FormEvent) {
    event.preventDefault();
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return;
    setFilters(draft);
    setPage(1);
  }

  const change = (part: Partial<AuditFilters>) => setDraft((current) => ({ ...current, ...part }));
  const problemOf = (bound: 'from' | 'to') =>
    showProblems && problems[bound] ? t(problems[bound]) : null;

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      <form className={styles.filters} aria-label={t('audit.filters')} onSubmit={apply} noValidate>
        <ChoiceField
          name="actor"
          choices={choices}
          value={draft.actor}
          onChange={(actor) => change({ actor })}
        />
        <ChoiceField
          name="action"
          choices={choices}
          value={draft.action}
          onChange={(action) => change({ action })}
        />
        <BrandPicker
          id="audit-brand"
          brands={brands}
          value={draft.brand}
          onChange={(brand) => change({ brand })}
          allowAll
        />
        <TextField
          id="audit-target"
          label={t('audit.targetStarts')}
          value={draft.target}
          onChange={(event) => change({ target: event.target.value })}
        />
        <TextField
          id="audit-from"
          type="date"
          label={t('audit.from')}
          value={draft.from}
          onChange={(event) => change({ from: event.target.value })}
          error={problemOf('from')}
        />
        <TextField
          id="audit-to"
          type="date"
          label={t('audit.to')}
          value={draft.to}
          onChange={(event) => change({ to: event.target.value })}
          error={problemOf('to')}
        />
        <CheckField
          label={t('audit.withFailedLogins')}
          checked={draft.withFailedLogins}
          onChange={(withFailedLogins) => change({ withFailedLogins })}
        />
        <div className={styles.filterButtons}>
          <button type="submit" className={buttons.secondary}>
            {t('audit.apply')}
          </button>
        </div>
      </form>
      {!filters.withFailedLogins && <FailedLoginsPanel range={filters} />}
      <PagedTable
        request={audit}
        page={page}
        onPage={setPage}
        empty={t('audit.empty')}
        csvName="audit-log"
        csvHref={auditCsvUrl(filters)}
        columns={headings<AuditRow>(
          t,
          'audit',
          ['at', 'actor', 'action', 'brand', 'target', 'ip', 'changes'],
          [],
          {
            at: { kind: 'date', value: (row) => row.at },
            actor: { value: (row) => row.actor },
            action: { value: (row) => row.action },
            brand: { value: (row) => row.brandId },
            target: { value: (row) => row.target },
            ip: { value: (row) => row.ip },
          },
        )}
        rowOf={(row) => {
          const isOpen = openEntry === row.id;
          return (
            <Fragment key={row.id}>
              <tr>
                <td>
                  <LocalTime at={row.at} withTime />
                </td>
                <td>
                  {row.actor} <span className={styles.kind}>({row.actorKind})</span>
                </td>
                <td>{row.action}</td>
                <td>{row.brandId ?? '—'}</td>
                <td className={styles.target}>{row.target ?? '—'}</td>
                <td>{row.ip}</td>
                <td>
                  <button
                    type="button"
                    className={buttons.compactSecondary}
                    aria-expanded={isOpen}
                    aria-label={t(isOpen ? 'audit.hideChangesOf' : 'audit.showChangesOf', {
                      action: row.action,
                      id: row.id,
                    })}
                    onClick={() => setOpenEntry(isOpen ? null : row.id)}
                  >
                    {t(isOpen ? 'audit.hideChanges' : 'audit.showChanges')}
                  </button>
                </td>
              </tr>
              {isOpen && (
                <tr className={styles.changesRow}>
                  <td colSpan={7}>
                    <AuditEntryChanges entry={row} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        }}
      />
    </section>
  );
}

/** A pick-list of the actors or actions the log holds, with "any" first. */
function ChoiceField({
  name,
  choices,
  value,
  onChange,
}: {
  name: 'actor' | 'action';
  choices: Request<AuditChoices>;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const listOf = (loaded: AuditChoices) => (name === 'actor' ? loaded.actors : loaded.actions);
  return (
    <Loaded request={choices}>
      {(loaded) => (
        <SelectField
          id={`audit-${name}`}
          label={t(`audit.${name}`)}
          value={value}
          onChange={onChange}
          options={[
            { value: '', label: t('audit.any') },
            ...listOf(loaded).map((choice) => ({ value: choice, label: choice })),
          ]}
        />
      )}
    </Loaded>
  );
}
