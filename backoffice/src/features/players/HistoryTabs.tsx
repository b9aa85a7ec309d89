import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentStatusOfWire } from '@croupier/contracts';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { PlayerBonusGrants } from '../offers';
import { AmountCell, TimeCell, headings } from '../tables';
import { HistoryTable } from './HistoryTable';
import { NotesPanel } from './NotesPanel';
import type { PlayerBet, PlayerBonus, PlayerLoginSession, PlayerTransaction } from './playersApi';
import styles from './players.module.scss';

type Tab = 'transactions' | 'bets' | 'sessions' | 'bonuses' | 'bonusGrants' | 'notes';

interface HistoryTabsProps {
  playerId: string;
  brandId: string;
  withNotes: boolean;
  /** Whether the member grants and forfeits bonus offers (marketing does). */
  withBonusWrites: boolean;
}

/** The player's histories, one tab each; notes only for those who may read them. */
export function HistoryTabs({ playerId, brandId, withNotes, withBonusWrites }: HistoryTabsProps) {
  const { t } = useTranslation();
  const tabs: Tab[] = [
    'transactions',
    'bets',
    'sessions',
    'bonuses',
    'bonusGrants',
    ...(withNotes ? ['notes' as const] : []),
  ];
  const [current, setCurrent] = useState<Tab>('transactions');

  return (
    <section className={styles.histories} aria-labelledby="histories-title">
      <h2 id="histories-title">{t('players.historiesTitle')}</h2>
      <div role="tablist" className={styles.tabs} aria-labelledby="histories-title">
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={tab === current}
            aria-controls="history-panel"
            onClick={() => setCurrent(tab)}
          >
            {t(`players.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="history-panel" aria-labelledby={`tab-${current}`}>
        {current === 'bonusGrants' ? (
          <PlayerBonusGrants playerId={playerId} brandId={brandId} canWrite={withBonusWrites} />
        ) : (
          <HistoryPanel key={current} tab={current} playerId={playerId} />
        )}
      </div>
    </section>
  );
}

/** A session's device as "Safari 17.2 · iOS 17.2 · Mobile"; a dash when nothing is known. */
function deviceText(t: TFunction, device: PlayerLoginSession['device']): string {
  if (device === null) return '—';
  const type = device.type && t(`players.deviceTypes.${device.type}`);
  return [device.browser, device.os, type].filter(Boolean).join(' · ') || '—';
}

function HistoryPanel({ tab, playerId }: { tab: Exclude<Tab, 'bonusGrants'>; playerId: string }) {
  const { t } = useTranslation();
  switch (tab) {
    case 'transactions':
      return (
        <HistoryTable<PlayerTransaction>
          playerId={playerId}
          name="transactions"
          columns={headings<PlayerTransaction>(
            t,
            'players',
            ['at', 'type', 'amount', 'transactionStatus', 'reason'],
            ['amount'],
            {
              at: { kind: 'date', value: (item) => item.createdAt },
              type: { value: (item) => t(`players.transactionTypes.${item.transactionType}`) },
              amount: { value: (item) => item.amount, currency: (item) => item.currency },
              transactionStatus: {
                value: (item) => t(`players.transactionStatuses.${item.status}`),
              },
              reason: { value: (item) => item.reason },
            },
          )}
          rowOf={(item) => (
            <tr key={`${item.category}-${item.transactionId}`}>
              <TimeCell at={item.createdAt} />
              <td>{t(`players.transactionTypes.${item.transactionType}`)}</td>
              <AmountCell amount={item.amount} currency={item.currency} />
              <td>{t(`players.transactionStatuses.${paymentStatusOfWire(item.status)}`)}</td>
              <td className={styles.wrap}>{item.reason ?? '—'}</td>
            </tr>
          )}
        />
      );
    case 'bets':
      return (
        <HistoryTable<PlayerBet>
          playerId={playerId}
          name="bets"
          columns={headings<PlayerBet>(
            t,
            'players',
            ['at', 'game', 'stake', 'win', 'roundStatus', 'roundRecord'],
            ['stake', 'win'],
            {
              at: { kind: 'date', value: (bet) => bet.createdAt },
              game: { value: (bet) => `${bet.gameName} (${bet.gpid})` },
              stake: { value: (bet) => bet.stake, currency: (bet) => bet.currency },
              win: { value: (bet) => bet.win, currency: (bet) => bet.currency },
              roundStatus: { value: (bet) => t(`players.roundStatuses.${bet.status}`) },
            },
          )}
          rowOf={(bet) => (
            <tr key={`${bet.gpid}-${bet.roundId}`}>
              <TimeCell at={bet.createdAt} />
              <td>
                {bet.gameName} <span className={styles.muted}>({bet.gpid})</span>
              </td>
              <AmountCell amount={bet.stake} currency={bet.currency} />
              <AmountCell amount={bet.win} currency={bet.currency} />
              <td>{t(`players.roundStatuses.${bet.status}`)}</td>
              <td>
                <Link
                  to={`/players/${encodeURIComponent(playerId)}/rounds/${encodeURIComponent(bet.gpid)}/${encodeURIComponent(bet.roundId)}`}
                  aria-label={t('players.replayOf', { game: bet.gameName })}
                >
                  {t('players.replay')}
                </Link>
              </td>
            </tr>
          )}
        />
      );
    case 'sessions':
      return (
        <HistoryTable<PlayerLoginSession>
          playerId={playerId}
          name="sessions"
          columns={headings<PlayerLoginSession>(
            t,
            'players',
            ['startedAt', 'expiresAt', 'ip', 'country', 'device'],
            [],
            {
              startedAt: { kind: 'date', value: (session) => session.startedAt },
              expiresAt: { kind: 'date', value: (session) => session.expiresAt },
              ip: { value: (session) => session.ip },
              country: { value: (session) => session.country },
              device: { value: (session) => deviceText(t, session.device) },
            },
          )}
          rowOf={(session) => (
            <tr key={`${session.startedAt}-${session.expiresAt}`}>
              <TimeCell at={session.startedAt} />
              <TimeCell at={session.expiresAt} />
              <td>{session.ip ?? '—'}</td>
              <td>{session.country ?? '—'}</td>
              <td className={styles.wrap} title={session.userAgent ?? undefined}>
                {deviceText(t, session.device)}
              </td>
            </tr>
          )}
        />
      );
    case 'bonuses':
      return (
        <HistoryTable<PlayerBonus>
          playerId={playerId}
          name="bonuses"
          columns={headings<PlayerBonus>(
            t,
            'players',
            ['at', 'source', 'amount', 'description'],
            ['amount'],
            {
              at: { kind: 'date', value: (bonus) => bonus.createdAt },
              source: { value: (bonus) => t(`players.bonusSources.${bonus.source}`) },
              amount: { value: (bonus) => bonus.amount, currency: (bonus) => bonus.currency },
              description: { value: (bonus) => bonus.description },
            },
          )}
          rowOf={(bonus) => (
            <tr key={bonus.bonusId}>
              <TimeCell at={bonus.createdAt} />
              <td>{t(`players.bonusSources.${bonus.source}`)}</td>
              <AmountCell amount={bonus.amount} currency={bonus.currency} />
              <td className={styles.wrap}>{bonus.description}</td>
            </tr>
          )}
        />
      );
    case 'notes':
      return <NotesPanel playerId={playerId} />;
  }
}
