import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton, TextField, useIdempotencyKey } from '@croupier/ui';
import { BrandPicker, useBrands } from '../brands';
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
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [problems, setProblems] = useState<Partial<Record<keyof PromotionDraft, string>>>({});
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();
  const firstBrand = brands.status === 'ready' ? (brands.data[0]?.brandId ?? '') : '';
  const brandId = chosenBrand || firstBrand;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const promotion: PromotionDraft = {
      brandId,
      username: draft.username.trim(),
      amount: draft.amount.trim(),
      currency: draft.currency.trim().toUpperCase(),
      description: draft.description.trim(),
    };
    const found = promotionProblems(promotion);
    setProblems(found);
    setFailure(null);
    setOutcome(null);
    if (Object.keys(found).length > 0) return;
    setIsSending(true);
    try {
      const bonus = await creditPromotion(promotion, idempotency.keyFor(promotion));
      idempotency.forget();
      setOutcome(
        t('bonuses.credited', {
          amount: bonus.amount,
          currency: bonus.currency,
          username: promotion.username,
        }),
      );
      setDraft(EMPTY_DRAFT);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setIsSending(false);
    }
  }

  const field = (name: keyof typeof EMPTY_DRAFT, inputMode?: 'decimal') => (
    <TextField
      id={`bonus-${name}`}
      label={t(`bonuses.${name}`)}
      value={draft[name]}
      inputMode={inputMode}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      error={problems[name] ? t(problems[name]) : null}
    />
  );

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
