import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandPicker, useBrands } from '../brands';
import { hasRole, useSessionStore } from '../session';
import { BonusReportPanel } from './BonusReportPanel';
import { OfferEditor } from './OfferEditor';
import { OffersPanel } from './OffersPanel';
import { PromotionForm } from './PromotionForm';

/**
 * A brand's bonuses (docs/bonus.md): its offers and their report for every reader; marketing also
 * creates and archives offers and credits cash promotions.
 */
export function BonusesPage() {
  const { t } = useTranslation();
  const brands = useBrands();
  const session = useSessionStore((state) => state.session);
  const canWrite = session !== null && session !== undefined && hasRole(session, ['marketing']);
  const [chosenBrand, setChosenBrand] = useState('');
  const [created, setCreated] = useState(0);
  const firstBrand = brands.status === 'ready' ? (brands.data[0]?.brandId ?? '') : '';
  const brandId = chosenBrand || firstBrand;

  return (
    <section aria-labelledby="bonuses-page-title">
      <h1 id="bonuses-page-title">{t('offers.pageTitle')}</h1>
      <BrandPicker id="bonus-brand" brands={brands} value={brandId} onChange={setChosenBrand} />
      {brandId && (
        <>
          <OffersPanel brandId={brandId} canWrite={canWrite} version={created} />
          {canWrite && (
            <OfferEditor brandId={brandId} onCreated={() => setCreated((count) => count + 1)} />
          )}
          <BonusReportPanel brandId={brandId} />
          {canWrite && <PromotionForm brandId={brandId} />}
        </>
      )}
    </section>
  );
}
