import { useArtworkInLanguage, type Banner } from '@croupier/shared';
import { BANNER_MOBILE_MEDIA, BANNER_SIZES } from './bannerSizes';

/**
 * A brand banner in the player's language: the mobile art on phones, the desktop art otherwise. A
 * banner opens its page and is its largest picture, so it is fetched first and never lazily.
 */
export function BannerPicture({
  desktop,
  mobile,
  alt,
  className,
}: {
  desktop?: Banner;
  mobile?: Banner;
  alt: string;
  className?: string;
}) {
  const inLanguage = useArtworkInLanguage();
  const main = desktop ?? mobile;
  if (!main) return null;
  return (
    <picture>
      {desktop && mobile && (
        <source
          media={BANNER_MOBILE_MEDIA}
          srcSet={inLanguage(mobile.img)}
          {...BANNER_SIZES.mobile}
        />
      )}
      <img
        className={className}
        src={inLanguage(main.img)}
        alt={alt}
        {...BANNER_SIZES[desktop ? 'desktop' : 'mobile']}
        fetchPriority="high"
      />
    </picture>
  );
}
