import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton, useIdempotencyKey } from '@croupier/ui';
import { BrandPicker, useBrands } from '../brand-picker';
import { useDraftForm } from '../forms';
import { creditPromotion, promotionProblems, type PromotionDraft } from './bonuses';
import styles from './bonuses.module.scss';

const EMPTY_DRAFT: Omit<PromotionDraft, 'brandId'> = {
  username: '',
  amount: '',
  currency: 'IDR',
  description: '',
};

/** Credits a promotion bonus to one player of a brand of the member's scope. */
export function BonusesPage() {
  const { t } = useTranslation();
  const brands = useBrands();
  const [chosenBrand, setChosenBrand] = useState('');
  const idempotency = useIdempotencyKey();
  const firstBrand = brands.status === 'ready' ? (brands.data[0]?.brandId ?? '') : '';
  const brandId = chosenBrand || firstBrand;

  const { field, submit, isSending, failure, outcome } = useDraftForm({
    idPrefix: 'bonus',
    textsPrefix: 'bonuses',
    empty: EMPTY_DRAFT,
    normalise: (draft): PromotionDraft => ({
      brandId,
      username: draft.username.trim(),
      amount: draft.amount.trim(),
      currency: draft.currency.trim().toUpperCase(),
      description: draft.description.trim(),
    }),
    problemsOf: promotionProblems,
    send: async (promotion) => {
      const bonus = await creditPromotion(promotion, idempotency.keyFor(promotion));
      return t('bonuses.credited', {
        amount: bonus.amount,
        currency: bonus.currency,
        username: promotion.username,
      });
    },
    onSent: idempotency.forget,
  });

  return (
    <section aria-labelledby="bonuses-title">
      <h1 id="bonuses-title">{t('bonuses.title')}</h1>
      <p>{t('bonuses.why')}</p>
      <form className={styles.form} aria-label={t('bonuses.title')} onSubmit={submit} noValidate>
        <BrandPicker id="bonus-brand" brands={brands} value={brandId} onChange={setChosenBrand} />
        {field('username')}
        {field('amount', 'decimal')}
        {field('currency')}
        {field('description')}
        <SubmitButton isSending={isSending}>{t('bonuses.credit')}</SubmitButton>
      </form>
      <FormError message={failure} />
      {outcome && <p role="status">{outcome}</p>}
    </section>
  );
}
