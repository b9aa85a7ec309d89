import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded, LocalTime, moneyText, panels, useRequest } from '@croupier/ui';
import { TableOrEmpty } from '../tables';
import { loadProtection, type Limit } from './playersApi';

/** A limit's amount as money when it has a currency; as a bare number otherwise. */
const amountText = (amount: string, currency: string | undefined) =>
  currency === undefined ? amount : moneyText(amount, currency);

/** The player's limits, time-out or self-exclusion, as the protection endpoint reads them. */
export function ProtectionPanel({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const load = useCallback(() => loadProtection(playerId), [playerId]);
  const protection = useRequest(load);
  const valueOf = (limit: Pick<Limit, 'amount' | 'minutes' | 'currency'>) =>
    limit.minutes !== undefined
      ? t('players.minutes', { count: limit.minutes })
      : limit.amount !== undefined
        ? amountText(limit.amount, limit.currency)
        : '—';
  const limitName = (limit: Limit) =>
    t(`players.limitTypes.${limit.type}`) +
    (limit.period ? ` · ${t(`players.periods.${limit.period}`)}` : '');

  return (
    <section className={panels.panel} aria-labelledby="protection-title">
      <h2 id="protection-title">{t('players.protectionTitle')}</h2>
      <Loaded request={protection}>
        {({ limits, exclusion }) => (
          <>
            <p>
              {exclusion ? (
                <>
                  {t(`players.exclusions.${exclusion.kind}`)} · {t('players.until')}{' '}
                  <LocalTime at={exclusion.endsAt} withTime />
                </>
              ) : (
                t('players.noExclusion')
              )}
            </p>
            <TableOrEmpty
              items={limits}
              empty={t('players.noLimits')}
              csvName={`player-limits-${playerId}`}
              columns={[
                { label: t('players.limit'), value: (limit) => limitName(limit) },
                // A count of minutes or an amount, plain, its currency beside it.
                {
                  label: t('players.value'),
                  amount: true,
                  value: (limit) => limit.minutes ?? limit.amount,
                  currency: (limit) => limit.currency ?? '',
                },
                {
                  label: t('players.used'),
                  amount: true,
                  value: (limit) => limit.used,
                  currency: (limit) => limit.currency ?? '',
                },
                {
                  label: t('players.pendingChange'),
                  kind: 'date',
                  value: (limit) => limit.pending?.effectiveAt,
                },
              ]}
              rowOf={(limit) => (
                <tr key={`${limit.type}-${limit.period ?? 'session'}`}>
                  <td>{limitName(limit)}</td>
                  <td className={panels.amount}>{valueOf(limit)}</td>
                  <td className={panels.amount}>{amountText(limit.used, limit.currency)}</td>
                  <td>
                    {limit.pending ? (
                      <>
                        {limit.pending.removal
                          ? t('players.removal')
                          : valueOf({ ...limit.pending, currency: limit.currency })}{' '}
                        · <LocalTime at={limit.pending.effectiveAt} withTime />
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              )}
            />
          </>
        )}
      </Loaded>
    </section>
  );
}
