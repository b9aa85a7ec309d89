import { useTranslation } from 'react-i18next';
import type { BonusOffer } from '@croupier/shared';
import { Link } from '@croupier/shared/router';
import { forms } from '@croupier/ui';
import { useFormatAmount } from '../../hooks/useFormatAmount';
import { depositMatch } from './depositOffers';
import styles from './DepositOfferPicker.module.scss';

interface DepositOfferPickerProps {
  /** The deposit-form offers given in the currency; the picker shows nothing without one. */
  offers: BonusOffer[];
  currency: string;
  scale: number;
  /** The amount as typed: each offer says what it gives for it. */
  amountText: string;
  /** The chosen offer's id; null is "no bonus". */
  value: string | null;
  onChange: (offerId: string | null) => void;
  /** Shown under the group when the choice cannot be sent (a deposit below the minimum). */
  error: string | null;
}

/** "No bonus" or one offer, each with what it gives for the amount typed. */
export function DepositOfferPicker(props: DepositOfferPickerProps) {
  const { offers, value, onChange, error } = props;
  const { t } = useTranslation('wallet');
  if (offers.length === 0) return null;
  return (
    <fieldset
      className={styles.picker}
      aria-describedby={error ? 'deposit-offer-error' : undefined}
    >
      <legend className={forms.label}>{t('depositOffer.legend')}</legend>
      <label className={styles.option}>
        <input
          type="radio"
          name="deposit-offer"
          checked={value === null}
          onChange={() => onChange(null)}
        />
        <span className={styles.name}>{t('depositOffer.none')}</span>
      </label>
      {offers.map((offer) => (
        <label key={offer.offerId} className={styles.option}>
          <input
            type="radio"
            name="deposit-offer"
            checked={value === offer.offerId}
            onChange={() => onChange(offer.offerId)}
          />
          <span className={styles.name}>{offer.name}</span>
          <OfferOutcome offer={offer} {...props} />
        </label>
      ))}
      {error && (
        <span id="deposit-offer-error" className={forms.error} role="alert">
          {error}
        </span>
      )}
      <Link className={styles.terms} to="/account/reward/bonus/">
        {t('depositOffer.allTerms')}
      </Link>
    </fieldset>
  );
}

function OfferOutcome({
  offer,
  currency,
  scale,
  amountText,
}: { offer: BonusOffer } & DepositOfferPickerProps) {
  const { t } = useTranslation('wallet');
  const format = useFormatAmount();
  const terms = offer.terms.currencies[currency]!;
  const match = depositMatch(offer, currency, amountText, scale);
  const lines = [];
  if (match.kind === 'gives') {
    lines.push(
      t('depositOffer.gives', {
        bonus: format(match.bonus, currency),
        wagering: format(match.wageringRequired, currency),
        days: offer.terms.expiryDays,
      }),
    );
  } else if (match.kind === 'belowMinimum') {
    lines.push(t('depositOffer.belowMinimum', { amount: format(match.minDeposit, currency) }));
  } else {
    lines.push(
      t('depositOffer.terms', {
        percent: offer.terms.percent ?? '0',
        max: format(terms.maxGrant, currency),
      }),
    );
  }
  if (terms.maxBet !== undefined) {
    lines.push(t('depositOffer.maxBet', { amount: format(terms.maxBet, currency) }));
  }
  return (
    <span className={styles.outcome}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}
