import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, Loaded, buttons, forms, useRequest } from '@croupier/ui';
import {
  BannerFields,
  bannerErrors,
  loadBrandSettings,
  orderedBanners,
  saveBrandSettings,
  useSettingsSubmit,
  type BannerSettings,
} from '../brands';

/**
 * A brand's banners on the home, game category and promotions pages: each with its picture, where
 * it leads and when it shows. Saved alone: the brand's other settings stay as they are.
 */
export function BannersEditor({ brandId }: { brandId: string }) {
  const load = useCallback(() => loadBrandSettings(brandId), [brandId]);
  const settings = useRequest(load);
  return (
    <Loaded request={settings}>
      {(brand) => <BannersForm key={brand.brandId} brandId={brandId} saved={brand.banners} />}
    </Loaded>
  );
}

function BannersForm({ brandId, saved }: { brandId: string; saved: BannerSettings }) {
  const { t } = useTranslation();
  const [banners, setBanners] = useState(saved);
  const errors = bannerErrors(banners);
  const {
    submit,
    showErrors,
    isSending,
    failure,
    saved: isSaved,
    changed,
  } = useSettingsSubmit(Object.keys(errors).length > 0, async () => {
    const answer = await saveBrandSettings(brandId, { banners: orderedBanners(banners) });
    setBanners(answer.banners);
  });
  const errorOf = (path: string) => {
    const error = showErrors ? errors[path] : undefined;
    return error ? t(error) : null;
  };

  return (
    <form
      className={forms.form}
      aria-label={t('brands.banners.title')}
      onSubmit={submit}
      noValidate
    >
      <BannerFields
        value={banners}
        errorOf={errorOf}
        onChange={(next) => {
          setBanners(next);
          changed();
        }}
      />
      <FormError message={failure} />
      <div className={forms.actions}>
        <button type="submit" className={buttons.primary} disabled={isSending}>
          {isSending ? t('common.sending') : t('content.banners.save')}
        </button>
        {isSaved && <p role="status">{t('content.banners.saved')}</p>}
      </div>
    </form>
  );
}
