import { useTranslation } from 'react-i18next';
import type { AuditRow } from './auditLog';
import styles from './audit.module.scss';

const text = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value, null, 1));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an entry changed: each field before and after side by side, the changed ones marked;
 * values that are not objects as a whole.
 */
export function AuditEntryChanges({ entry }: { entry: AuditRow }) {
  const { t } = useTranslation();
  const { before, after } = entry;
  if (before === null && after === null) {
    return <p className={styles.changesView}>{t('audit.noChanges')}</p>;
  }
  const asRecord = (value: unknown) => (value === null ? {} : isRecord(value) ? value : null);
  const beforeFields = asRecord(before);
  const afterFields = asRecord(after);
  const fields =
    beforeFields && afterFields
      ? [...new Set([...Object.keys(beforeFields), ...Object.keys(afterFields)])]
      : null;
  return (
    <div className={styles.changesView}>
      <table className={styles.changes} aria-label={t('audit.changesOf', { id: entry.id })}>
        <thead>
          <tr>
            <th scope="col">{t('audit.field')}</th>
            <th scope="col">{t('audit.before')}</th>
            <th scope="col">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {fields === null ? (
            <tr>
              <th scope="row">—</th>
              <td>
                <pre>{text(before)}</pre>
              </td>
              <td>
                <pre>{text(after)}</pre>
              </td>
            </tr>
          ) : (
            fields.map((field) => {
              const old = beforeFields?.[field];
              const now = afterFields?.[field];
              const changed = text(old) !== text(now);
              return (
                <tr key={field} className={changed ? styles.changed : undefined}>
                  <th scope="row">
                    {field}
                    {changed && <span className={styles.changedMark}> · {t('audit.changed')}</span>}
                  </th>
                  <td>
                    <pre>{text(old)}</pre>
                  </td>
                  <td>
                    <pre>{text(now)}</pre>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
