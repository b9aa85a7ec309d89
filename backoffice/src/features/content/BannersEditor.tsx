import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@croupier/contracts';
import { FormError, Loaded, SelectField, buttons, forms, useRequest } from '@croupier/ui';
import {
  BannerFields,
  bannerErrors,
  loadBrandSettings,
  orderedBanners,
  saveBrandSettings,
  useSettingsSubmit,
  type BannerSettings,
  type BrandSettingsAnswer,
  type LanguageCode,
} from '../brands';
import { BannerPreview } from './BannerPreview';
import styles from './content.module.scss';

/**
 * A brand's banners on the home, game category and promotions pages: each with its picture (and
 * its own per language), where it leads and when it shows, each place previewed as the site draws
 * it in the language picked. Saved alone: the brand's other settings stay as they are.
 */
export function BannersEditor({ brandId }: { brandId: string }) {
  const load = useCallback(() => loadBrandSettings(brandId), [brandId]);
  const settings = useRequest(load);
  return (
    <Loaded request={settings}>
      {(brand) => <BannersForm key={brand.brandId} brand={brand} />}
    </Loaded>
  );
}

function BannersForm({ brand }: { brand: BrandSettingsAnswer }) {
  const { t } = useTranslation();
  const { brandId, languages, defaultLanguage } = brand;
  const [banners, setBanners] = useState<BannerSettings>(brand.banners);
  const [previewLanguage, setPreviewLanguage] = useState<LanguageCode>(defaultLanguage);
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
      <div className={styles.previewLanguage}>
        <SelectField
          id="banners-preview-language"
          label={t('content.banners.previewLanguage')}
          value={previewLanguage}
          onChange={(value) => setPreviewLanguage(value as LanguageCode)}
          options={languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        />
      </div>
      <BannerFields
        value={banners}
        artwork={{ brandId, languages, defaultLanguage }}
        previewOf={(place) => (
          <BannerPreview
            place={place}
            banners={banners[place]}
            language={previewLanguage}
            defaultLanguage={defaultLanguage}
          />
        )}
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
