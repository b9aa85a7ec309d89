import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loaded, useRequest } from '@croupier/ui';
import { BrandRemotes } from '../remotes';
import { hasRole, useSessionStore } from '../session';
import { loadBrandSettings } from './brandsApi';
import { BrandSettingsForm } from './BrandSettingsForm';
import { JackpotRulesPanel } from './JackpotRulesPanel';
import { OriginalsPanel } from './OriginalsPanel';
import styles from './brands.module.scss';

/**
 * One brand: its settings for marketing, its originals for the owner, its remote registry for
 * release and support.
 */
export function BrandPage() {
  const { t } = useTranslation();
  const { brandId = '' } = useParams();
  const session = useSessionStore((state) => state.session);
  const canEditSettings = session ? hasRole(session, ['marketing']) : false;
  const canSeeRemotes = session ? hasRole(session, ['release', 'support']) : false;
  const canSwitchRemotes = session ? hasRole(session, ['release']) : false;
  // hasRole lets owner through any list; a list of owner alone is owner only, as the API says.
  const canChangeOriginals = session ? hasRole(session, ['owner']) : false;

  return (
    <section aria-labelledby="brand-title" className={styles.page}>
      <Link to="/brands">{t('brands.back')}</Link>
      <h1 id="brand-title">{t('brands.brandTitle', { brandId })}</h1>
      {canEditSettings && <BrandSettings brandId={brandId} />}
      {canEditSettings && <JackpotRulesPanel brandId={brandId} />}
      {canChangeOriginals && <OriginalsPanel brandId={brandId} />}
      {canSeeRemotes && (
        <section aria-labelledby="brand-remotes-title">
          <h2 id="brand-remotes-title">{t('remotes.title')}</h2>
          <BrandRemotes brandId={brandId} canSwitch={canSwitchRemotes} />
        </section>
      )}
    </section>
  );
}

function BrandSettings({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const load = useCallback(() => loadBrandSettings(brandId), [brandId]);
  const settings = useRequest(load);
  return (
    <section aria-labelledby="brand-settings-title">
      <h2 id="brand-settings-title">{t('brands.settingsTitle')}</h2>
      <Loaded request={settings}>
        {(brand) => <BrandSettingsForm key={brand.brandId} brand={brand} />}
      </Loaded>
    </section>
  );
}
