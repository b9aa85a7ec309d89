import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentPlayerContext } from '@croupier/contracts';
import { Loaded, LocalTime, MoneyAmount, buttons, useRequest } from '@croupier/ui';
import { loadPlayerContext } from './pendingTransactions';
import styles from './payments.module.scss';

/** What staff weigh beside a request: who the player is and how their payments went so far. */
export function PlayerContextPanel({
  transactionId,
  onOnlyThisPlayer,
}: {
  transactionId: string;
  /** Filters the queue to this player's requests. */
  onOnlyThisPlayer: (player: { playerId: string; username: string }) => void;
}) {
  const { t } = useTranslation();
  const load = useCallback(() => loadPlayerContext(transactionId), [transactionId]);
  const context = useRequest(load);
  return (
    <div className={styles.context} aria-label={t('queue.contextTitle')} role="region">
      <Loaded request={context}>
        {(player) => (
          <>
            <PlayerFacts player={player} />
            <div className={styles.actions}>
              <Link to={`/players/${player.playerId}`}>{t('queue.openPlayer')}</Link>
              <button
                type="button"
                className={buttons.compactSecondary}
                onClick={() => onOnlyThisPlayer(player)}
              >
                {t('queue.onlyThisPlayer', { username: player.username })}
              </button>
            </div>
          </>
        )}
      </Loaded>
    </div>
  );
}

function PlayerFacts({ player }: { player: PaymentPlayerContext }) {
  const { t } = useTranslation();
  const totals = (list: PaymentPlayerContext['deposits']) =>
    list.length === 0
      ? t('queue.none')
      : list.map((total, index) => (
          <span key={total.currency}>
            {index > 0 && ' · '}
            {t('queue.countOf', { count: total.count })}{' '}
            <MoneyAmount amount={total.total} currency={total.currency} />
          </span>
        ));
  return (
    <dl className={styles.facts}>
      <dt>{t('players.kycStatus')}</dt>
      <dd>{t(`players.kycStatuses.${player.verification}`)}</dd>
      <dt>{t('players.registered')}</dt>
      <dd>
        <LocalTime at={player.registeredAt} />
        {player.blocked && <strong className={styles.overdue}> {t('players.blocked')}</strong>}
        {player.exclusion && (
          <strong className={styles.overdue}>
            {' '}
            {t(`players.exclusions.${player.exclusion.kind}`)} {t('players.until')}{' '}
            <LocalTime at={player.exclusion.endsAt} />
          </strong>
        )}
      </dd>
      <dt>{t('queue.depositsToDate')}</dt>
      <dd>{totals(player.deposits)}</dd>
      <dt>{t('queue.withdrawalsToDate')}</dt>
      <dd>{totals(player.withdrawals)}</dd>
      <dt>{t('players.protectionTitle')}</dt>
      <dd>
        {player.limits.length === 0 ? (
          t('players.noLimits')
        ) : (
          <ul>
            {player.limits.map((limit) => (
              <li key={`${limit.type}-${limit.period ?? ''}`}>
                {t(`players.limitTypes.${limit.type}`)}
                {limit.period && ` / ${t(`players.periods.${limit.period}`)}`}:{' '}
                {limit.amount !== undefined && limit.currency !== undefined ? (
                  <MoneyAmount amount={limit.amount} currency={limit.currency} />
                ) : (
                  (limit.minutes ?? '—')
                )}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>{t('queue.notes')}</dt>
      <dd>
        {player.notes.length === 0 ? (
          t('queue.none')
        ) : (
          <ul>
            {player.notes.map((note) => (
              <li key={`${note.createdAt}-${note.author}`}>
                <LocalTime at={note.createdAt} /> {note.author}: {note.text}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>{t('queue.previousDeclines')}</dt>
      <dd>
        {player.declines.length === 0 ? (
          t('queue.none')
        ) : (
          <ul>
            {player.declines.map((decline) => (
              <li key={decline.transactionId}>
                <LocalTime at={decline.decidedAt} />{' '}
                {t(`payments.types.${decline.transactionType}`)}{' '}
                <MoneyAmount amount={decline.amount} currency={decline.currency} />:{' '}
                {decline.reasonCode ? t(`declineReasons.${decline.reasonCode}`) : '—'}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}
