import { useTranslation } from 'react-i18next';
import { forms, panels } from '@croupier/ui';
import { useFormatAmount } from '../../hooks/useFormatAmount';
import styles from './BonusForfeitNotice.module.scss';
import type { BonusAtStake } from './useBonusAtStake';

interface BonusForfeitNoticeProps {
  currency: string;
  atStake: BonusAtStake;
  confirmed: boolean;
  onConfirmed: (confirmed: boolean) => void;
  /** Shown when the player sends the form without confirming. */
  error: string | null;
}

/** Says exactly which bonus money a withdrawal now forfeits, and asks the player to confirm. */
export function BonusForfeitNotice({
  currency,
  atStake,
  confirmed,
  onConfirmed,
  error,
}: BonusForfeitNoticeProps) {
  const { t } = useTranslation('wallet');
  const format = useFormatAmount();
  const total = format(atStake.total, currency);
  return (
    <section className={panels.panel} aria-labelledby="bonus-forfeit-title">
      <h2 id="bonus-forfeit-title">{t('bonusForfeit.title')}</h2>
      <ul className={styles.grants}>
        {atStake.grants.map((grant) => (
          <li key={grant.grantId}>
            {t('bonusForfeit.grant', {
              name: grant.name,
              balance: format(grant.bonusBalance, currency),
              progress: format(grant.wageringProgress, currency),
              required: format(grant.wageringRequired, currency),
            })}
          </li>
        ))}
      </ul>
      <p>{t('bonusForfeit.body', { amount: total })}</p>
      <label className={forms.field}>
        <span>
          <input
            type="checkbox"
            checked={confirmed}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'bonus-forfeit-error' : undefined}
            onChange={(event) => onConfirmed(event.target.checked)}
          />{' '}
          {t('bonusForfeit.confirm', { amount: total })}
        </span>
      </label>
      {error && (
        <span id="bonus-forfeit-error" className={forms.error} role="alert">
          {error}
        </span>
      )}
    </section>
  );
}
