import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalTime, TextField, buttons, useRequest } from '@croupier/ui';
import { PagedTable, headings } from '../tables';
import { loadAuditPage, type AuditFilters } from './auditLog';
import styles from './audit.module.scss';

const NO_FILTERS: AuditFilters = { actor: '', action: '', brand: '' };

/** Who did what, to which brand and target, newest first. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(NO_FILTERS);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const load = useCallback(() => loadAuditPage(filters, page), [filters, page]);
  const audit = useRequest(load);

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  }

  const filterField = (name: keyof AuditFilters) => (
    <TextField
      id={`audit-${name}`}
      label={t(`audit.${name}`)}
      value={draft[name]}
      onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      <form className={styles.filters} aria-label={t('audit.filters')} onSubmit={apply}>
        {filterField('actor')}
        {filterField('action')}
        {filterField('brand')}
        <button type="submit" className={buttons.secondary}>
          {t('audit.apply')}
        </button>
      </form>
      <PagedTable
        request={audit}
        page={page}
        onPage={setPage}
        empty={t('audit.empty')}
        columns={headings(t, 'audit', ['at', 'actor', 'action', 'brand', 'target', 'ip'])}
        rowOf={(row) => (
          <tr key={row.id}>
            <td>
              <LocalTime at={row.at} withTime />
            </td>
            <td>
              {row.actor} <span className={styles.kind}>({row.actorKind})</span>
            </td>
            <td>{row.action}</td>
            <td>{row.brandId ?? '—'}</td>
            <td>{row.target ?? '—'}</td>
            <td>{row.ip}</td>
          </tr>
        )}
      />
    </section>
  );
}
