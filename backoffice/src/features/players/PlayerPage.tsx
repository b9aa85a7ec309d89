import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loaded, LocalTime, panels, useRequest } from '@croupier/ui';
import { PlayerYearStatementPanel } from '../compliance';
import { hasRole, useSessionStore } from '../session';
import { AmountCell, TableOrEmpty } from '../tables';
import { AdjustmentsPanel } from './AdjustmentsPanel';
import { BlockPanel } from './BlockPanel';
import { HistoryTabs } from './HistoryTabs';
import { ProtectionPanel } from './ProtectionPanel';
import { TotalsPanel } from './TotalsPanel';
import { VerificationPanel } from './VerificationPanel';
import { loadProfile, type PlayerProfile } from './playersApi';
import styles from './players.module.scss';

/** One player: profile, balances, block, verification, protection and histories. */
export function PlayerPage() {
  const { t } = useTranslation();
  const { playerId = '' } = useParams();
  const session = useSessionStore((state) => state.session);
  // Blocking, notes, KYC decisions and the protection view are support's (owner holds every role).
  const isSupport = session ? hasRole(session, ['support']) : false;
  // Manual balance adjustments are payments' (support reads them).
  const isPayments = session ? hasRole(session, ['payments']) : false;
  // Granting and forfeiting bonus offers is marketing's.
  const isMarketing = session ? hasRole(session, ['marketing']) : false;
  const load = useCallback(() => loadProfile(playerId), [playerId]);
  const profile = useRequest(load);
  const [outcome, setOutcome] = useState<string | null>(null);

  async function changed(message: string) {
    setOutcome(message);
    await profile.reload();
  }

  return (
    <section aria-labelledby="player-title" className={styles.page}>
      <Link to="/players">{t('players.backToSearch')}</Link>
      <Loaded request={profile}>
        {(player) => (
          <>
            <h1 id="player-title">
              {player.username}{' '}
              <span className={styles.muted}>
                {player.brandId}
                {player.block && ` · ${t('players.blocked')}`}
              </span>
            </h1>
            {outcome && (
              <p role="status" className={styles.outcome}>
                {outcome}
              </p>
            )}
            <div className={styles.panels}>
              <ProfilePanel player={player} />
              <BalancesPanel player={player} />
              <TotalsPanel playerId={player.playerId} />
              <AdjustmentsPanel player={player} canAdjust={isPayments} onChanged={changed} />
              <BlockPanel player={player} canChange={isSupport} onChanged={changed} />
              <VerificationPanel player={player} canReview={isSupport} />
              {isSupport && <ProtectionPanel playerId={player.playerId} />}
              <PlayerYearStatementPanel playerId={player.playerId} />
            </div>
            <HistoryTabs
              playerId={player.playerId}
              brandId={player.brandId}
              withNotes={isSupport}
              withBonusWrites={isMarketing}
            />
          </>
        )}
      </Loaded>
    </section>
  );
}

function ProfilePanel({ player }: { player: PlayerProfile }) {
  const { t } = useTranslation();
  const { referral } = player;
  const rows: Array<[string, ReactNode]> = [
    ['players.email', player.email ?? '—'],
    ['players.phone', player.phoneNumber ?? '—'],
    ['players.dateOfBirth', player.dateOfBirth ?? '—'],
    ['players.currency', player.currency],
    [
      'players.bankAccount',
      player.bankName
        ? `${player.bankName} · ${player.bankAccountName} · ${player.bankAccountNumber}`
        : '—',
    ],
    ['players.registered', <LocalTime key="registered" at={player.createdAt} withTime />],
    ['players.referralCode', referral.referralCode],
    [
      'players.referredBy',
      referral.referredBy ? (
        <Link key="referrer" to={`/players/${referral.referredBy.playerId}`}>
          {referral.referredBy.username}
        </Link>
      ) : (
        '—'
      ),
    ],
    ['players.referredCount', String(referral.referredCount)],
  ];
  return (
    <section className={panels.panel} aria-labelledby="profile-title">
      <h2 id="profile-title">{t('players.profileTitle')}</h2>
      <dl className={panels.details}>
        {rows.map(([label, value]) => (
          <Detail key={label} label={t(label)} value={value} />
        ))}
      </dl>
    </section>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function BalancesPanel({ player }: { player: PlayerProfile }) {
  const { t } = useTranslation();
  const { exclusion, limitCount } = player.protection;
  return (
    <section className={panels.panel} aria-labelledby="balances-title">
      <h2 id="balances-title">{t('players.balancesTitle')}</h2>
      <TableOrEmpty
        items={player.balances}
        empty={t('players.noBalances')}
        csvName={`player-balances-${player.playerId}`}
        columns={[
          { label: t('players.currency'), value: (balance) => balance.currency },
          { label: t('players.available'), amount: true, value: (balance) => balance.available },
          { label: t('players.held'), amount: true, value: (balance) => balance.held },
        ]}
        rowOf={(balance) => (
          <tr key={balance.currency}>
            <td>{balance.currency}</td>
            <AmountCell amount={balance.available} currency={balance.currency} />
            <AmountCell amount={balance.held} currency={balance.currency} />
          </tr>
        )}
      />
      <p>
        {exclusion ? (
          <>
            {t(`players.exclusions.${exclusion.kind}`)} · {t('players.until')}{' '}
            <LocalTime at={exclusion.endsAt} withTime />
          </>
        ) : (
          t('players.noExclusion')
        )}{' '}
        · {t('players.limitCount', { count: limitCount })}
      </p>
    </section>
  );
}
