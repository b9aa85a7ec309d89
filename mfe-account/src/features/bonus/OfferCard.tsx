import { useTranslation } from 'react-i18next';
import {
  claimBonus,
  errorMessage,
  selectActiveWalletBalance,
  useUserStore,
  type BonusOffer,
} from '@croupier/shared';
import { Link } from '@croupier/shared/router';
import { LocalTime, buttons, useSubmit } from '@croupier/ui';
import { offerTerms } from './offerTerms';
import styles from './bonus.module.scss';

/** An offer the player can take, with every term, and how to take it. */
export function OfferCard({ offer, onClaimed }: { offer: BonusOffer; onClaimed: () => void }) {
  const { t } = useTranslation('account');
  const currency = useUserStore(selectActiveWalletBalance)?.currency ?? '';
  const titleId = `offer-${offer.offerId}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId}>{offer.name}</h3>
      <ul className={styles.terms}>
        {offerTerms(offer, currency, t).map((line) => (
          <li key={line}>{line}</li>
        ))}
        {offer.validUntil && (
          <li>
            {t('bonus.terms.validUntil')} <LocalTime at={offer.validUntil} />
          </li>
        )}
      </ul>
      <OfferAction offer={offer} onClaimed={onClaimed} />
    </article>
  );
}

function OfferAction({ offer, onClaimed }: { offer: BonusOffer; onClaimed: () => void }) {
  const { t } = useTranslation('account');
  const { run, isSending: sending, failure } = useSubmit({ describeFailure: errorMessage });
  if (offer.claimBy === 'deposit') {
    return (
      <Link className={buttons.primary} to="/account/wallet/deposit/">
        {t('bonus.atDeposit')}
      </Link>
    );
  }
  if (offer.claimBy !== 'optIn') {
    return <p className={styles.note}>{t(`bonus.claimBy.${offer.claimBy}`)}</p>;
  }
  async function take() {
    await run(async () => {
      await claimBonus({ offerId: offer.offerId });
      onClaimed();
    });
  }
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={buttons.primary}
        disabled={sending}
        onClick={() => void take()}
      >
        {t('bonus.take')}
      </button>
      {failure && <p role="alert">{failure}</p>}
    </div>
  );
}
