import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@croupier/contracts';
import { Field, buttons } from '@croupier/ui';
import { ARTWORK_ACCEPT, artworkFileError } from './artworkFile';
import { uploadBrandArtwork, type Banner, type LanguageCode } from './brandsApi';
import styles from './brands.module.scss';

/** The brand and languages a banner's artwork is uploaded for. */
export interface BannerArtworkContext {
  brandId: string;
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
}

/**
 * A banner's own artwork in each displayed language but the default one (whose artwork is its
 * image URL): uploaded, checked first, and said whether the language has its own or shows the
 * default's.
 */
export function LanguageArtworkFields({
  id,
  number,
  banner,
  artwork: { brandId, languages, defaultLanguage },
  onChange,
}: {
  id: string;
  number: number;
  banner: Banner;
  artwork: BannerArtworkContext;
  onChange: (banner: Banner) => void;
}) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<LanguageCode, string>>>({});
  const [uploading, setUploading] = useState<LanguageCode | null>(null);
  const own = banner.imgByLanguage ?? {};

  function withArtwork(language: LanguageCode, url: string | undefined): Banner {
    const { [language]: _replaced, ...others } = own;
    const imgByLanguage = url === undefined ? others : { ...others, [language]: url };
    const { imgByLanguage: _old, ...rest } = banner;
    return Object.keys(imgByLanguage).length > 0 ? { ...rest, imgByLanguage } : rest;
  }

  async function upload(language: LanguageCode, file: File | undefined) {
    if (file === undefined) return;
    const refused = artworkFileError(file);
    setErrors((current) => ({ ...current, [language]: refused ? t(refused) : undefined }));
    if (refused) return;
    setUploading(language);
    try {
      const { url } = await uploadBrandArtwork(brandId, file);
      onChange(withArtwork(language, url));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setErrors((current) => ({ ...current, [language]: message }));
    } finally {
      setUploading(null);
    }
  }

  const translated = languages.filter((language) => language !== defaultLanguage);
  if (translated.length === 0) return null;
  return (
    <div className={styles.languageArtwork}>
      {translated.map((language) => {
        const name = t('brands.banners.languageArtwork', {
          language: LANGUAGE_NAMES[language],
          number,
        });
        const hasOwn = own[language] !== undefined;
        return (
          <div key={language} className={styles.languageArtworkRow}>
            <Field
              id={`${id}-${language}`}
              label={name}
              hint={
                uploading === language
                  ? t('common.sending')
                  : t(hasOwn ? 'brands.banners.ownArtwork' : 'brands.banners.defaultArtwork')
              }
              error={errors[language] ?? null}
            >
              {(control) => (
                <input
                  {...control}
                  type="file"
                  accept={ARTWORK_ACCEPT}
                  disabled={uploading !== null}
                  onChange={(event) => void upload(language, event.target.files?.[0])}
                />
              )}
            </Field>
            {hasOwn && (
              <button
                type="button"
                className={buttons.compactSecondary}
                onClick={() => onChange(withArtwork(language, undefined))}
              >
                {t('brands.banners.removeArtwork', { artwork: name })}
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
