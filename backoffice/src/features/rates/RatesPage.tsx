import { useTranslation } from 'react-i18next';
import { EmptyState, FormError, SubmitButton, panels, useRequest } from '@croupier/ui';
import { ListTable, TimeCell } from '../tables';
import { useSessionStore } from '../session';
import { useDraftForm } from '../forms';
import { CurrencyPicker, useCurrencies } from '../currencies';
import { loadRates, rateProblems, setRate, type RateDraft } from './rates';
import styles from './rates.module.scss';

const EMPTY_DRAFT: RateDraft = { currency: '', targetCurrency: '', rate: '', spread: '0' };

/** The exchange rates every brand shares; staff of every brand read and set them. */
export function RatesPage() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  if (session?.brands !== 'all') {
    return (
      <section aria-labelledby="rates-title">
        <h1 id="rates-title">{t('rates.title')}</h1>
        <EmptyState>{t('rates.everyBrandOnly')}</EmptyState>
      </section>
    );
  }
  return <RatesOfEveryBrand />;
}

function RatesOfEveryBrand() {
  const { t } = useTranslation();
  const rates = useRequest(loadRates);
  const currencies = useCurrencies();
  const { field, custom, submit, isSending, failure, outcome } = useDraftForm({
    idPrefix: 'rate',
    textsPrefix: 'rates',
    empty: EMPTY_DRAFT,
    normalise: (draft) => ({
      ...draft,
      rate: draft.rate.trim(),
      spread: draft.spread.trim(),
    }),
    problemsOf: rateProblems,
    send: async (rate) => t('rates.saved', { ...(await setRate(rate)) }),
    onSent: rates.reload,
  });

  return (
    <section aria-labelledby="rates-title">
      <h1 id="rates-title">{t('rates.title')}</h1>
      <p className={styles.note}>{t('rates.shared')}</p>
      <ListTable
        request={rates}
        empty={t('rates.empty')}
        csvName="rates"
        columns={[
          { label: t('rates.pair'), value: (rate) => `${rate.currency}/${rate.targetCurrency}` },
          { label: t('rates.rate'), amount: true, value: (rate) => rate.rate },
          { label: t('rates.spread'), amount: true, value: (rate) => rate.spread },
          { label: t('rates.updatedAt'), kind: 'date', value: (rate) => rate.updatedAt },
        ]}
        rowOf={(rate) => (
          <tr key={`${rate.currency}/${rate.targetCurrency}`}>
            <th scope="row">
              {rate.currency}/{rate.targetCurrency}
            </th>
            <td className={panels.amount}>{rate.rate}</td>
            <td className={panels.amount}>{rate.spread}</td>
            <TimeCell at={rate.updatedAt} />
          </tr>
        )}
      />
      <h2>{t('rates.setTitle')}</h2>
      <form className={styles.form} aria-label={t('rates.setTitle')} onSubmit={submit} noValidate>
        {custom('currency', (props) => (
          <CurrencyPicker currencies={currencies} {...props} />
        ))}
        {custom('targetCurrency', (props) => (
          <CurrencyPicker currencies={currencies} {...props} />
        ))}
        {field('rate', 'decimal')}
        {field('spread', 'decimal')}
        <SubmitButton isSending={isSending}>{t('rates.set')}</SubmitButton>
      </form>
      <FormError message={failure} />
      {outcome && <p role="status">{outcome}</p>}
    </section>
  );
}
