import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, SelectField, buttons, useRequest, useSubmit } from '@croupier/ui';
import { BrandPicker, useBrands } from '../brand-picker';
import { listOffers } from '../offers';
import {
  loadSupplierPromoPolicy,
  saveSupplierPromoPolicy,
  type SupplierPromoPolicyKind,
} from './hub88';
import styles from './hub88.module.scss';

const POLICIES: SupplierPromoPolicyKind[] = ['real', 'bonus', 'refuse'];

/**
 * How a brand pays Hub88 supplier promotions (a supplier's prize sent through the wallet calls):
 * as real money, as bonus money granted with one of the brand's manual offers, or refused.
 * Marketing chooses; others read.
 */
export function SupplierPromoPolicyForm({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const brands = useBrands();
  const [chosenBrand, setChosenBrand] = useState('');
  const firstBrand = brands.status === 'ready' ? (brands.data[0]?.brandId ?? '') : '';
  const brandId = chosenBrand || firstBrand;
  const [policy, setPolicy] = useState<SupplierPromoPolicyKind>('real');
  const [offerId, setOfferId] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSubmit();

  const loadPolicy = useCallback(
    () => (brandId ? loadSupplierPromoPolicy(brandId) : Promise.resolve(null)),
    [brandId],
  );
  const current = useRequest(loadPolicy);
  const loadManualOffers = useCallback(
    () =>
      brandId
        ? listOffers(brandId, 'active').then((offers) =>
            offers.filter((offer) => offer.kind === 'manual'),
          )
        : Promise.resolve([]),
    [brandId],
  );
  const offers = useRequest(loadManualOffers);

  // The form starts from the brand's saved policy each time one is loaded.
  const loaded = current.status === 'ready' ? current.data : null;
  useEffect(() => {
    if (loaded === null) return;
    setPolicy(loaded.policy);
    setOfferId(loaded.bonusOfferId ?? '');
  }, [loaded]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaved(null);
    const ok = await save.run(() =>
      saveSupplierPromoPolicy(brandId, policy, policy === 'bonus' ? offerId || null : null),
    );
    if (ok)
      setSaved(t('hub88.promotions.saved', { policy: t(`hub88.promotions.policies.${policy}`) }));
  }

  const manualOffers = offers.status === 'ready' ? offers.data : [];
  return (
    <form aria-labelledby="promo-policy-title" className={styles.policy} onSubmit={submit}>
      <h2 id="promo-policy-title">{t('hub88.promotions.policyTitle')}</h2>
      <p className={styles.intro}>{t('hub88.promotions.policyIntro')}</p>
      <BrandPicker id="promo-brand" brands={brands} value={brandId} onChange={setChosenBrand} />
      {/* The fields show the saved policy: none is offered before it loaded. */}
      {loaded !== null && (
        <SelectField
          id="promo-policy"
          label={t('hub88.promotions.policy')}
          value={policy}
          onChange={(value) => setPolicy(value as SupplierPromoPolicyKind)}
          options={POLICIES.map((each) => ({
            value: each,
            label: t(`hub88.promotions.policies.${each}`),
          }))}
        />
      )}
      {loaded !== null && policy === 'bonus' && (
        <SelectField
          id="promo-offer"
          label={t('hub88.promotions.offer')}
          value={offerId}
          onChange={setOfferId}
          options={[
            { value: '', label: t('hub88.promotions.chooseOffer') },
            ...manualOffers.map((offer) => ({ value: offer.offerId, label: offer.name })),
          ]}
        />
      )}
      {policy === 'bonus' && offers.status === 'ready' && manualOffers.length === 0 && (
        <p>{t('hub88.promotions.noManualOffer')}</p>
      )}
      {saved && <p role="status">{saved}</p>}
      <FormError message={save.failure} />
      {current.status === 'failed' && (
        <FormError
          message={current.error instanceof Error ? current.error.message : String(current.error)}
        />
      )}
      {canWrite && loaded !== null && (
        <button
          type="submit"
          className={buttons.primary}
          disabled={!brandId || save.isSending || (policy === 'bonus' && offerId === '')}
        >
          {t('hub88.promotions.save')}
        </button>
      )}
    </form>
  );
}
