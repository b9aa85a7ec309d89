import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  forfeitBonusGrant,
  formatCurrencyAmount,
  type BonusGrant,
} from '@croupier/shared';
import { LocalTime, buttons, panels, useSubmit } from '@croupier/ui';
import { remainingWagering, wageredPercent } from './bonusAmounts';
import { FreeSpinsPanel } from './FreeSpinsPanel';
import { GrantEntries } from './GrantEntries';
import styles from './bonus.module.scss';

/** Free spins with no winnings yet have nothing to wager: the spins say it all. */
const hasWagering = (grant: BonusGrant) =>
  grant.freeSpins === null || Number(grant.wageringRequired) > 0;

/** An open grant: its wagering as a bar and in figures, its rules, its entries, and a way out. */
export function GrantCard({ grant, onForfeited }: { grant: BonusGrant; onForfeited: () => void }) {
  const { t } = useTranslation('account');
  const [showEntries, setShowEntries] = useState(false);
  const money = (amount: string) =>
    `${formatCurrencyAmount(amount, grant.currency)} ${grant.currency}`;
  const titleId = `grant-${grant.grantId}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h3 id={titleId}>{grant.name}</h3>
        <span className={panels.badge}>{t(`bonus.grantStatuses.${grant.status}`)}</span>
      </header>
      {hasWagering(grant) && (
        <>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t('bonus.progressLabel', { name: grant.name })}
            aria-valuemin={0}
            aria-valuemax={Number(grant.wageringRequired)}
            aria-valuenow={Number(grant.wageringProgress)}
            aria-valuetext={t('bonus.wagered', {
              progress: money(grant.wageringProgress),
              required: money(grant.wageringRequired),
            })}
          >
            <span style={{ width: `${wageredPercent(grant)}%` }} />
          </div>
          <p>
            {t('bonus.wagered', {
              progress: money(grant.wageringProgress),
              required: money(grant.wageringRequired),
            })}{' '}
            · {t('bonus.remaining', { amount: money(remainingWagering(grant)) })}
          </p>
        </>
      )}
      <dl className={panels.details}>
        <dt>{t('bonus.bonusBalance')}</dt>
        <dd>{money(grant.bonusBalance)}</dd>
        <dt>{t('bonus.expires')}</dt>
        <dd>
          {grant.expiresAt === null ? (
            t('bonus.startsLater')
          ) : (
            <LocalTime at={grant.expiresAt} withTime />
          )}
        </dd>
        <dt>{t('bonus.maxBet')}</dt>
        <dd>{grant.maxBet === null ? t('bonus.noMaxBet') : money(grant.maxBet)}</dd>
      </dl>
      {grant.freeSpins && <FreeSpinsPanel grant={grant} spins={grant.freeSpins} />}
      <p className={styles.note}>{t(`bonus.spendingOrders.${grant.spendingOrder}`)}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.secondary}
          aria-expanded={showEntries}
          onClick={() => setShowEntries(!showEntries)}
        >
          {showEntries ? t('bonus.hideEntries') : t('bonus.showEntries')}
        </button>
        <ForfeitButton grant={grant} onForfeited={onForfeited} />
      </div>
      {showEntries && <GrantEntries grant={grant} />}
    </article>
  );
}

/** Giving a grant up asks first, stating exactly what is lost. */
function ForfeitButton({ grant, onForfeited }: { grant: BonusGrant; onForfeited: () => void }) {
  const { t } = useTranslation('account');
  const [asking, setAsking] = useState(false);
  const { run, isSending: sending, failure } = useSubmit({ describeFailure: errorMessage });
  if (!asking) {
    return (
      <button type="button" className={buttons.secondary} onClick={() => setAsking(true)}>
        {t('bonus.forfeit')}
      </button>
    );
  }
  async function confirm() {
    await run(async () => {
      await forfeitBonusGrant(grant.grantId);
      onForfeited();
    });
  }
  return (
    <div role="alertdialog" aria-labelledby={`forfeit-${grant.grantId}`} className={styles.confirm}>
      <p id={`forfeit-${grant.grantId}`}>
        {t('bonus.forfeitConfirm', {
          name: grant.name,
          amount: `${formatCurrencyAmount(grant.bonusBalance, grant.currency)} ${grant.currency}`,
        })}
      </p>
      {failure && <p role="alert">{failure}</p>}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.primary}
          disabled={sending}
          onClick={() => void confirm()}
        >
          {t('bonus.forfeitYes')}
        </button>
        <button type="button" className={buttons.secondary} onClick={() => setAsking(false)}>
          {t('bonus.forfeitNo')}
        </button>
      </div>
    </div>
  );
}
