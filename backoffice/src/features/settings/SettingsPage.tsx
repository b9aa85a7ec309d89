import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandPicker, useBrands } from '../brand-picker';
import { hasRole, useSessionStore } from '../session';
import { ChainDepositPanel } from './ChainDepositPanel';
import { ProtectionPanel } from './ProtectionPanel';
import { ReferralPanel } from './ReferralPanel';
import styles from './settings.module.scss';

/**
 * A brand's settings that are neither its site's look nor its content: protection (owners) and
 * the referral programme (marketing; payments reads it), one brand picker for them; below, the
 * chain deposits the payments team confirms by hand (of any brand: the address names it).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const brands = useBrands();
  const [chosenBrand, setChosenBrand] = useState('');
  const firstBrand = brands.status === 'ready' ? (brands.data[0]?.brandId ?? '') : '';
  const brandId = chosenBrand || firstBrand;
  const may = (roles: Parameters<typeof hasRole>[1]) => (session ? hasRole(session, roles) : false);

  return (
    <section aria-labelledby="settings-title" className={styles.page}>
      <h1 id="settings-title">{t('settings.title')}</h1>
      <p className={styles.elsewhere}>
        {t('settings.elsewhere')} <Link to="/payments">{t('nav.payments')}</Link> ·{' '}
        <Link to="/rates">{t('nav.rates')}</Link> · <Link to="/brands">{t('nav.brands')}</Link>
      </p>
      <BrandPicker id="settings-brand" brands={brands} value={brandId} onChange={setChosenBrand} />
      {brandId && (
        <div key={brandId} className={styles.panels}>
          {may(['owner']) && <ProtectionPanel brandId={brandId} />}
          {may(['marketing', 'payments']) && (
            <ReferralPanel brandId={brandId} canChange={may(['marketing'])} />
          )}
        </div>
      )}
      {may(['payments']) && <ChainDepositPanel />}
    </section>
  );
}
