import { rasterSrcSet, useArtworkInLanguage, type Banner } from '@croupier/shared';
import { BANNER_MOBILE_MEDIA, BANNER_RASTER, BANNER_SIZES } from './bannerSizes';

/**
 * A brand banner in the player's language: the mobile art on phones, the desktop art otherwise,
 * each as a WebP at the width the screen needs (the SVG stays the fallback). A banner opens its
 * page and is its largest picture, so it is fetched first and never lazily.
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
  const mainLayout = desktop ? 'desktop' : 'mobile';
  const mobileWebp = mobile && rasterSrcSet(inLanguage(mobile.img), BANNER_RASTER.mobile.widths);
  const mainWebp = rasterSrcSet(inLanguage(main.img), BANNER_RASTER[mainLayout].widths);
  return (
    <picture>
      {desktop && mobile && mobileWebp && (
        <source
          media={BANNER_MOBILE_MEDIA}
          type="image/webp"
          srcSet={mobileWebp}
          sizes={BANNER_RASTER.mobile.sizes}
          {...BANNER_SIZES.mobile}
        />
      )}
      {desktop && mobile && (
        <source
          media={BANNER_MOBILE_MEDIA}
          srcSet={inLanguage(mobile.img)}
          {...BANNER_SIZES.mobile}
        />
      )}
      {mainWebp && (
        <source
          type="image/webp"
          srcSet={mainWebp}
          sizes={BANNER_RASTER[mainLayout].sizes}
          {...BANNER_SIZES[mainLayout]}
        />
      )}
      <img
        className={className}
        src={inLanguage(main.img)}
        alt={alt}
        {...BANNER_SIZES[mainLayout]}
        fetchPriority="high"
      />
    </picture>
  );
}
