import { useTranslation } from 'react-i18next';
import { BannerPicture, banners as bannerStyles } from '@croupier/ui';
import type { BannerPlace, BannerSettings, LanguageCode } from '../brands';
import styles from './content.module.scss';

/**
 * A place's banners as the site draws them in `language`, before they are saved: its first banner
 * of each layout with the site's own picture (the language's artwork, else the default's), on a
 * phone the mobile art (the desktop's when it has none) and on a desktop the desktop art.
 */
export function BannerPreview({
  place,
  banners,
  language,
  defaultLanguage,
}: {
  place: BannerPlace;
  banners: BannerSettings[BannerPlace];
  language: LanguageCode;
  defaultLanguage: LanguageCode;
}) {
  const { t } = useTranslation();
  const [desktop] = banners.desktop;
  const [mobile] = banners.mobile;
  const frames = [
    { name: 'phone', shown: mobile ? { mobile } : { desktop } },
    { name: 'desktop', shown: { desktop } },
  ] as const;
  const title = t('content.banners.previewOf', { place: t(`brands.banners.places.${place}`) });
  return (
    <section className={styles.bannerPreview} aria-label={title}>
      <h4 className={styles.previewHeading}>{title}</h4>
      {desktop === undefined ? (
        <p className={styles.fallback}>{t('content.banners.previewNone')}</p>
      ) : (
        <div className={styles.bannerFrames}>
          {frames.map(({ name, shown }) => {
            const caption = t(`content.banners.frames.${name}`);
            return (
              <figure key={name} className={styles[`${name}Frame`]} aria-label={caption}>
                <figcaption>{caption}</figcaption>
                {/* The shell's home banner: a rounded box the picture fills at its own ratio. */}
                <div className={bannerStyles.box} lang={language}>
                  <BannerPicture
                    {...shown}
                    alt={caption}
                    language={language}
                    defaultLanguage={defaultLanguage}
                  />
                </div>
              </figure>
            );
          })}
        </div>
      )}
    </section>
  );
}
