import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalTime, useRequest } from '@croupier/ui';
import { ListTable } from '../tables';
import { loadFailedLogins, type AuditFilters } from './auditLog';
import styles from './audit.module.scss';

/**
 * The failed logins of the chosen days, one line per username tried, folded away by default so
 * that they do not bury the actions; loaded when opened.
 */
export function FailedLoginsPanel({ range }: { range: Pick<AuditFilters, 'from' | 'to'> }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <details
      className={styles.failedLogins}
      open={isOpen}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
    >
      <summary>{t('audit.failedLoginsTitle')}</summary>
      {isOpen && <FailedLoginGroups range={range} />}
    </details>
  );
}

function FailedLoginGroups({ range }: { range: Pick<AuditFilters, 'from' | 'to'> }) {
  const { t } = useTranslation();
  const { from, to } = range;
  const load = useCallback(() => loadFailedLogins({ from, to }), [from, to]);
  const groups = useRequest(load);
  return (
    <ListTable
      request={groups}
      empty={t('audit.noFailedLogins')}
      csvName="failed-logins"
      columns={[
        { label: t('audit.username'), value: (group) => group.target },
        { label: t('audit.failures'), kind: 'number', value: (group) => group.failures },
        { label: t('audit.lastAttempt'), kind: 'date', value: (group) => group.lastAt },
        { label: t('audit.lastIp'), value: (group) => group.lastIp },
      ]}
      rowOf={(group) => (
        <tr key={group.target}>
          <th scope="row">{group.target || '—'}</th>
          <td>{group.failures}</td>
          <td>
            <LocalTime at={group.lastAt} withTime />
          </td>
          <td>{group.lastIp}</td>
        </tr>
      )}
    />
  );
}
