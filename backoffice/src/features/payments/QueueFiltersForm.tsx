import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField, buttons } from '@croupier/ui';
import { BrandPicker, useBrands } from '../brand-picker';
import {
  filterErrors,
  NO_QUEUE_FILTERS,
  PAYMENT_QUEUE_SORTS,
  type QueueFilters,
} from './queueFilters';
import styles from './payments.module.scss';

/** The queue's filters and order, applied together; a field the API would refuse says so first. */
export function QueueFiltersForm({
  applied,
  onApply,
  onClear,
}: {
  applied: QueueFilters;
  /** The form's fields; the player chosen from a context stays as it is. */
  onApply: (filters: Omit<QueueFilters, 'player'>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const brands = useBrands();
  const [draft, setDraft] = useState(applied);
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? filterErrors(draft) : {};
  const set = <Name extends keyof QueueFilters>(name: Name, value: QueueFilters[Name]) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const errorOf = (name: keyof typeof errors) =>
    errors[name] === undefined ? null : t(`queue.invalid.${name}`);

  function apply(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(filterErrors(draft)).length === 0) {
      const { player: _player, ...fields } = draft;
      onApply(fields);
    }
  }

  const text = (name: 'currency' | 'channel' | 'minAmount' | 'maxAmount' | 'search') => (
    <TextField
      id={`queue-${name}`}
      label={t(`queue.filters.${name}`)}
      value={draft[name]}
      inputMode={name.endsWith('Amount') ? 'decimal' : undefined}
      maxLength={100}
      error={name === 'search' ? null : errorOf(name)}
      onChange={(event) => set(name, event.target.value)}
    />
  );

  return (
    <form className={styles.filters} aria-label={t('queue.filtersTitle')} onSubmit={apply}>
      <BrandPicker
        id="queue-brand"
        brands={brands}
        value={draft.brandId}
        allowAll
        onChange={(brandId) => set('brandId', brandId)}
      />
      <SelectField
        id="queue-type"
        label={t('queue.filters.type')}
        value={draft.type}
        options={[
          { value: '', label: t('queue.anyType') },
          { value: 'DEPOSIT', label: t('payments.types.DEPOSIT') },
          { value: 'WITHDRAW', label: t('payments.types.WITHDRAW') },
          { value: 'HELD', label: t('queue.heldType') },
        ]}
        onChange={(type) => set('type', type as QueueFilters['type'])}
      />
      {text('currency')}
      {text('channel')}
      {text('minAmount')}
      {text('maxAmount')}
      {text('search')}
      {/* Wider than the other fields, so its longest order is read whole. */}
      <div className={styles.sortField}>
        <SelectField
          id="queue-sort"
          label={t('queue.filters.sort')}
          value={draft.sort}
          options={PAYMENT_QUEUE_SORTS.map((sort) => ({
            value: sort,
            label: t(`queue.sorts.${sort}`),
          }))}
          onChange={(sort) => set('sort', sort as QueueFilters['sort'])}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.secondary}>
          {t('queue.apply')}
        </button>
        <button
          type="button"
          className={buttons.compactSecondary}
          onClick={() => {
            setDraft(NO_QUEUE_FILTERS);
            setShowErrors(false);
            onClear();
          }}
        >
          {t('queue.clear')}
        </button>
      </div>
    </form>
  );
}
