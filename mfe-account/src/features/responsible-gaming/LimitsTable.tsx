import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount, type PlayerLimit } from '@croupier/shared';
import { DataTable, EmptyState, LocalTime, buttons, cardColumns, panels } from '@croupier/ui';

const TYPE_ORDER = ['deposit', 'loss', 'wager', 'session'] as const;
const PERIOD_ORDER = ['day', 'week', 'month'] as const;

const rank = (limit: PlayerLimit) =>
  TYPE_ORDER.indexOf(limit.type) * PERIOD_ORDER.length +
  (limit.period ? PERIOD_ORDER.indexOf(limit.period) : 0);

/** Money limits read in their currency, a session limit in minutes. */
function useLimitValue() {
  const { t } = useTranslation('account');
  return (limit: PlayerLimit, value: string | number | undefined) => {
    if (value === undefined || value === '') return '—';
    if (limit.type === 'session') return t('rg.minutesValue', { minutes: value });
    return `${formatCurrencyAmount(value, limit.currency ?? '')} ${limit.currency ?? ''}`.trim();
  };
}

export function LimitsTable({
  limits,
  onRemove,
}: {
  limits: PlayerLimit[];
  onRemove: (limit: PlayerLimit) => void;
}) {
  const { t } = useTranslation('account');
  const valueOf = useLimitValue();
  if (limits.length === 0) return <EmptyState>{t('rg.limitsEmpty')}</EmptyState>;
  const { labels, columns } = cardColumns(
    t,
    'rg',
    ['type', 'period', 'limit', 'used', 'remaining', 'pending', 'actions'],
    { amounts: ['limit', 'used', 'remaining'], muted: ['actions'] },
  );
  return (
    <DataTable phoneCards columns={columns}>
      {[...limits]
        .sort((a, b) => rank(a) - rank(b))
        .map((limit) => (
          <tr key={`${limit.type}-${limit.period ?? ''}`}>
            <td data-label={labels.type}>{t(`rg.types.${limit.type}`)}</td>
            <td data-label={labels.period}>
              {limit.period ? t(`rg.periods.${limit.period}`) : t('rg.perSession')}
            </td>
            <td data-label={labels.limit} className={panels.amount}>
              {valueOf(limit, limit.amount ?? limit.minutes)}
            </td>
            <td data-label={labels.used} className={panels.amount}>
              {valueOf(limit, limit.used)}
            </td>
            <td data-label={labels.remaining} className={panels.amount}>
              {valueOf(limit, limit.remaining)}
            </td>
            <td data-label={labels.pending}>
              {/* One element: on phones the cell is a two-column grid of label and value. */}
              <span>
                {limit.pending ? (
                  <>
                    {limit.pending.removal
                      ? t('rg.pendingRemoval')
                      : t('rg.pendingValue', {
                          value: valueOf(limit, limit.pending.amount ?? limit.pending.minutes),
                        })}{' '}
                    {t('rg.effectiveAt')} <LocalTime at={limit.pending.effectiveAt} withTime />
                  </>
                ) : null}
              </span>
            </td>
            <td data-label={labels.actions}>
              {!limit.pending?.removal && (
                <button
                  type="button"
                  className={buttons.compactSecondary}
                  onClick={() => onRemove(limit)}
                  aria-label={t('rg.removeLimit', {
                    limit: limitName(t, limit),
                  })}
                >
                  {t('rg.remove')}
                </button>
              )}
            </td>
          </tr>
        ))}
    </DataTable>
  );
}

export function limitName(t: (key: string) => string, limit: Pick<PlayerLimit, 'type' | 'period'>) {
  const type = t(`rg.types.${limit.type}`);
  return limit.period ? `${type} (${t(`rg.periods.${limit.period}`)})` : type;
}
