import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount, type BonusGrant, type FreeSpinsState } from '@croupier/shared';
import { Link } from '@croupier/shared/router';
import { panels } from '@croupier/ui';
import { gameName } from './offerTerms';
import styles from './bonus.module.scss';

/** The path of a game's page, where the player is offered their free spins. */
function gamePath(key: string): string {
  const [gpid, ...code] = key.split(':');
  return `/play/game/?gpid=${encodeURIComponent(gpid!)}&code=${encodeURIComponent(code.join(':'))}`;
}

/** A grant's free spins: how many are left, their stake, what they won, and where to play them. */
export function FreeSpinsPanel({ grant, spins }: { grant: BonusGrant; spins: FreeSpinsState }) {
  const { t } = useTranslation('account');
  const money = (amount: string) =>
    `${formatCurrencyAmount(amount, grant.currency)} ${grant.currency}`;
  return (
    <section className={styles.freeSpins} aria-label={t('bonus.freeSpins.title')}>
      <p className={styles.spinsLeft}>
        {t('bonus.freeSpins.left', { remaining: spins.remaining, total: spins.total })}
      </p>
      <dl className={panels.details}>
        <dt>{t('bonus.freeSpins.stake')}</dt>
        <dd>{money(spins.stake)}</dd>
        <dt>{t('bonus.freeSpins.won')}</dt>
        <dd>{money(spins.won)}</dd>
      </dl>
      <p className={styles.note}>
        {t(
          spins.winnings === 'bonus'
            ? 'bonus.freeSpins.bonusWinnings'
            : 'bonus.freeSpins.realWinnings',
        )}
      </p>
      {spins.remaining > 0 &&
        (grant.status === 'pending' ? (
          <p className={styles.note}>{t('bonus.freeSpins.waiting')}</p>
        ) : (
          <p>
            {t('bonus.freeSpins.games')}{' '}
            {spins.games.map((key, index) => (
              <span key={key}>
                {index > 0 && ', '}
                <Link to={gamePath(key)}>{gameName(key)}</Link>
              </span>
            ))}
          </p>
        ))}
    </section>
  );
}
