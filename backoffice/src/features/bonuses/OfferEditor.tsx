import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton } from '@croupier/ui';
import { useDraftForm } from '../forms';
import {
  BONUS_OFFER_KINDS,
  BONUS_PRODUCTS,
  EMPTY_OFFER,
  WAGERING_BASES,
  WEIGHED_CATEGORIES,
  createOffer,
  draftOf,
  offerProblems,
} from './offers';
import styles from './bonuses.module.scss';

/**
 * A new offer of the brand. Its fields are checked as the API checks them before it is sent; the
 * brand's jurisdiction refusal comes back naming its rule and stands under the form.
 */
export function OfferEditor({ brandId, onCreated }: { brandId: string; onCreated: () => void }) {
  const { t } = useTranslation();
  const { field, select, submit, isSending, failure, outcome } = useDraftForm({
    idPrefix: 'offer',
    textsPrefix: 'offers',
    empty: EMPTY_OFFER,
    normalise: draftOf,
    problemsOf: offerProblems,
    send: async ({ form: _form, ...draft }) => {
      const offer = await createOffer(brandId, draft);
      return t('offers.created', { name: offer.name });
    },
    onSent: onCreated,
  });
  return (
    <section className={styles.panel} aria-labelledby="offer-editor-title">
      <h2 id="offer-editor-title">{t('offers.new')}</h2>
      <form className={styles.editor} aria-label={t('offers.new')} onSubmit={submit} noValidate>
        <fieldset>
          <legend>{t('offers.what')}</legend>
          {select('kind', BONUS_OFFER_KINDS)}
          {field('name')}
          {field('code')}
          {field('percent', 'decimal')}
        </fieldset>
        <fieldset>
          <legend>{t('offers.money')}</legend>
          {field('currency')}
          {field('maxGrant', 'decimal')}
          {field('minDeposit', 'decimal')}
          {field('maxBet', 'decimal')}
        </fieldset>
        <fieldset>
          <legend>{t('offers.wagering')}</legend>
          {field('wageringMultiplier', 'decimal')}
          {select('wageringBase', WAGERING_BASES)}
          {field('expiryDays')}
          {field('weightDefault')}
          {WEIGHED_CATEGORIES.map((category) => (
            <span key={category}>{field(`weight_${category}`)}</span>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('offers.who')}</legend>
          {field('claimsPerPlayer')}
          {select('verifiedOnly', ['no', 'yes'])}
          {select('qualifyingProduct', BONUS_PRODUCTS)}
          {select('rewardProduct', BONUS_PRODUCTS)}
          {field('validUntil')}
        </fieldset>
        <FormError message={failure} />
        {outcome && <p role="status">{outcome}</p>}
        <SubmitButton isSending={isSending}>{t('offers.create')}</SubmitButton>
      </form>
    </section>
  );
}
