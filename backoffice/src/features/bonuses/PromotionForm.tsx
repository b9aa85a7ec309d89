import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton, useIdempotencyKey } from '@croupier/ui';
import { useDraftForm } from '../forms';
import { creditPromotion, promotionProblems, type PromotionDraft } from './bonuses';
import styles from './bonuses.module.scss';

const EMPTY_DRAFT: Omit<PromotionDraft, 'brandId'> = {
  username: '',
  amount: '',
  currency: 'IDR',
  description: '',
};

/** Credits a cash promotion (no wagering) to one player of the brand. */
export function PromotionForm({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const idempotency = useIdempotencyKey();
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
    <section className={styles.panel} aria-labelledby="promotion-title">
      <h2 id="promotion-title">{t('bonuses.title')}</h2>
      <p>{t('bonuses.why')}</p>
      <form className={styles.form} aria-label={t('bonuses.title')} onSubmit={submit} noValidate>
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
