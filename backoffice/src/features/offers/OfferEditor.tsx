import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BONUS_OFFER_KINDS,
  BONUS_PRODUCTS,
  FREE_SPIN_WINNINGS,
  WAGERING_BASES,
} from '@croupier/contracts';
import {
  Field,
  FormError,
  SelectField,
  SubmitButton,
  TextField,
  buttons,
  useSubmit,
} from '@croupier/ui';
import { CheckField } from '../forms';
import {
  EMPTY_CURRENCY,
  EMPTY_WEIGHT,
  KINDS_WITH_MIN_DEPOSIT,
  KINDS_WITH_PERCENT,
  NEW_OFFER,
  offerProblems,
  toOfferDraft,
  type CurrencyRow,
  type OfferForm,
  type WeightRow,
} from './offerDraft';
import { createOffer, type AdminBonusOffer } from './offersApi';
import styles from './offers.module.scss';

/** The rules the API names when a brand's jurisdiction refuses an offer (offer-rules.ts). */
const KNOWN_RULES = [
  'winningsCap',
  'ukgcWagering',
  'ukgcMixedProduct',
  'percent',
  'currencies',
  'window',
  'freeSpins',
];

/** The API's refusal, with what its rule means in the member's language when it names one. */
function refusalText(message: string, t: (key: string) => string): string {
  const rule = /^Rule (\w+):/.exec(message)?.[1];
  return rule && KNOWN_RULES.includes(rule) ? `${t(`offers.rules.${rule}`)} (${message})` : message;
}

/** A new offer of the brand: every term, checked before it is sent; offers are never edited. */
export function OfferEditor({
  brandId,
  onCreated,
  onCancel,
}: {
  brandId: string;
  onCreated: (offer: AdminBonusOffer) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<OfferForm>(NEW_OFFER);
  const problems = offerProblems(form);
  const { submit, showErrors, isSending, failure } = useSubmit({
    isValid: Object.keys(problems).length === 0,
    send: async () => onCreated(await createOffer(brandId, toOfferDraft(form))),
  });
  const problem = (name: string) => (showErrors && problems[name] ? t(problems[name]) : null);
  const set = (changes: Partial<OfferForm>) => setForm({ ...form, ...changes });
  const text = (
    name: keyof OfferForm & string,
    inputMode?: 'decimal' | 'numeric',
    type = 'text',
  ) => (
    <TextField
      id={`offer-${name}`}
      type={type}
      label={t(`offers.fields.${name}`)}
      value={String(form[name])}
      inputMode={inputMode}
      onChange={(event) => set({ [name]: event.target.value })}
      error={problem(name)}
    />
  );
  const choice = (name: keyof OfferForm & string, values: readonly string[], texts: string) => (
    <SelectField
      id={`offer-${name}`}
      label={t(`offers.fields.${name}`)}
      value={String(form[name])}
      onChange={(value) => set({ [name]: value })}
      options={values.map((value) => ({ value, label: t(`offers.${texts}.${value}`) }))}
    />
  );
  const setCurrency = (index: number, changes: Partial<CurrencyRow>) =>
    set({
      currencies: form.currencies.map((row, at) => (at === index ? { ...row, ...changes } : row)),
    });
  const setWeight = (index: number, changes: Partial<WeightRow>) =>
    set({ weights: form.weights.map((row, at) => (at === index ? { ...row, ...changes } : row)) });

  return (
    <form
      className={styles.editor}
      aria-label={t('offers.editorTitle')}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2>{t('offers.editorTitle')}</h2>
      <fieldset className={styles.grid}>
        <legend>{t('offers.offerPart')}</legend>
        {choice('kind', BONUS_OFFER_KINDS, 'kinds')}
        {text('name')}
        {text('code')}
        {KINDS_WITH_PERCENT.has(form.kind) && text('percent', 'decimal')}
        {text('validFrom', undefined, 'datetime-local')}
        {text('validUntil', undefined, 'datetime-local')}
      </fieldset>
      <fieldset className={styles.rows}>
        <legend>{t('offers.currenciesPart')}</legend>
        {form.currencies.map((row, index) => (
          <div
            key={index}
            className={styles.row}
            role="group"
            aria-label={t('offers.currencyRow', { number: index + 1 })}
          >
            {(['currency', 'maxGrant', 'minDeposit', 'maxBet', 'spinStake'] as const)
              .filter((name) => name !== 'minDeposit' || KINDS_WITH_MIN_DEPOSIT.has(form.kind))
              .filter((name) => name !== 'spinStake' || form.freeSpins)
              .map((name) => (
                <TextField
                  key={name}
                  id={`offer-currencies-${index}-${name}`}
                  label={t(`offers.fields.${name}`)}
                  value={row[name]}
                  inputMode={name === 'currency' ? undefined : 'decimal'}
                  onChange={(event) => setCurrency(index, { [name]: event.target.value })}
                  error={problem(`currencies.${index}.${name}`)}
                />
              ))}
            <button
              type="button"
              className={buttons.compactSecondary}
              onClick={() => set({ currencies: form.currencies.filter((_, at) => at !== index) })}
            >
              {t('offers.remove')}
            </button>
          </div>
        ))}
        {showErrors && problems.currencies && <p role="alert">{t(problems.currencies)}</p>}
        <button
          type="button"
          className={buttons.compactSecondary}
          onClick={() => set({ currencies: [...form.currencies, EMPTY_CURRENCY] })}
        >
          {t('offers.addCurrency')}
        </button>
      </fieldset>
      <fieldset className={styles.grid}>
        <legend>{t('offers.freeSpinsPart')}</legend>
        <CheckField
          label={t('offers.fields.freeSpins')}
          checked={form.freeSpins}
          onChange={(freeSpins) => set({ freeSpins })}
        />
        {showErrors && problems.freeSpins && <p role="alert">{t(problems.freeSpins)}</p>}
        {form.freeSpins && (
          <>
            {text('spins', 'numeric')}
            {choice('spinWinnings', FREE_SPIN_WINNINGS, 'spinWinnings')}
            <Field
              id="offer-spinGames"
              label={t('offers.fields.spinGames')}
              error={problem('spinGames')}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  placeholder="PP:vs20doghouse"
                  value={form.spinGames}
                  onChange={(event) => set({ spinGames: event.target.value })}
                />
              )}
            </Field>
          </>
        )}
      </fieldset>
      <fieldset className={styles.grid}>
        <legend>{t('offers.wageringPart')}</legend>
        {text('wageringMultiplier', 'decimal')}
        {choice('wageringBase', WAGERING_BASES, 'wageringBases')}
        {text('defaultWeight', 'numeric')}
        {text('expiryDays', 'numeric')}
        {text('claimsPerPlayer', 'numeric')}
        {choice('qualifyingProduct', BONUS_PRODUCTS, 'products')}
        {choice('rewardProduct', BONUS_PRODUCTS, 'products')}
        <CheckField
          label={t('offers.fields.verifiedOnly')}
          checked={form.verifiedOnly}
          onChange={(verifiedOnly) => set({ verifiedOnly })}
        />
      </fieldset>
      <fieldset className={styles.rows}>
        <legend>{t('offers.weightsPart')}</legend>
        {form.weights.map((row, index) => (
          <div
            key={index}
            className={styles.row}
            role="group"
            aria-label={t('offers.weightRow', { number: index + 1 })}
          >
            <TextField
              id={`offer-weights-${index}-category`}
              label={t('offers.fields.category')}
              value={row.category}
              onChange={(event) => setWeight(index, { category: event.target.value })}
              error={problem(`weights.${index}.category`)}
            />
            <TextField
              id={`offer-weights-${index}-percent`}
              label={t('offers.fields.weight')}
              value={row.percent}
              inputMode="numeric"
              onChange={(event) => setWeight(index, { percent: event.target.value })}
              error={problem(`weights.${index}.percent`)}
            />
            <button
              type="button"
              className={buttons.compactSecondary}
              onClick={() => set({ weights: form.weights.filter((_, at) => at !== index) })}
            >
              {t('offers.remove')}
            </button>
          </div>
        ))}
        <button
          type="button"
          className={buttons.compactSecondary}
          onClick={() => set({ weights: [...form.weights, EMPTY_WEIGHT] })}
        >
          {t('offers.addCategory')}
        </button>
      </fieldset>
      <FormError message={failure && refusalText(failure, t)} />
      <div className={styles.actions}>
        <SubmitButton isSending={isSending}>{t('offers.create')}</SubmitButton>
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
