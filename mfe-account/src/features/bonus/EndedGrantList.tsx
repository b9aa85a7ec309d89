import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount, type BonusGrant } from '@croupier/shared';
import { DataTable, EmptyState, LocalTime, panels } from '@croupier/ui';

const KNOWN_REASONS = [
  'player',
  'withdrawal',
  'expiry',
  'balanceSpent',
  'block',
  'self_exclusion',
  'time_out',
];

/** Grants that ended: converted, given up or expired, and why. */
export function EndedGrantList({ grants }: { grants: BonusGrant[] }) {
  const { t } = useTranslation('account');
  if (grants.length === 0) return <EmptyState>{t('bonus.noHistory')}</EmptyState>;
  const columns = [
    t('bonus.offer'),
    t('bonus.status'),
    t('bonus.granted'),
    t('bonus.reason'),
    t('bonus.endedAt'),
  ];
  return (
    <DataTable phoneCards columns={columns.map((label, index) => ({ label, amount: index === 2 }))}>
      {grants.map((grant) => (
        <tr key={grant.grantId}>
          <td data-label={columns[0]}>{grant.name}</td>
          <td data-label={columns[1]}>
            <span className={panels.badge}>{t(`bonus.grantStatuses.${grant.status}`)}</span>
          </td>
          <td data-label={columns[2]} className={panels.amount}>
            {formatCurrencyAmount(grant.granted, grant.currency)} {grant.currency}
          </td>
          <td data-label={columns[3]}>{reasonText(grant.endReason, t)}</td>
          <td data-label={columns[4]}>
            {grant.endedAt ? <LocalTime at={grant.endedAt} withTime /> : '–'}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function reasonText(reason: string | null, t: ReturnType<typeof useTranslation<'account'>>['t']) {
  if (reason === null) return '–';
  if (KNOWN_REASONS.includes(reason)) return t(`bonus.endReasons.${reason}`);
  const staff = /^staff: (.*)$/.exec(reason);
  return staff ? t('bonus.endReasons.staff', { reason: staff[1] }) : reason;
}
