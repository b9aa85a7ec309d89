import { RASTER_FORMATS, rasterSrcSet, useArtworkInLanguage, type Banner } from '@croupier/shared';
import { BANNER_MOBILE_MEDIA, BANNER_RASTER, BANNER_SIZES } from './bannerSizes';

type Layout = keyof typeof BANNER_SIZES;

/** The `<source>`s of one layout's art: its AVIF and WebP, or the URL itself when it has none. */
function LayoutSources({ url, layout, media }: { url: string; layout: Layout; media?: string }) {
  const rasters = RASTER_FORMATS.flatMap((format) => {
    const srcSet = rasterSrcSet(url, BANNER_RASTER[layout].widths, format);
    return srcSet ? [{ format, srcSet }] : [];
  });
  return (
    <>
      {rasters.map(({ format, srcSet }) => (
        <source
          key={format}
          media={media}
          type={`image/${format}`}
          srcSet={srcSet}
          sizes={BANNER_RASTER[layout].sizes}
          {...BANNER_SIZES[layout]}
        />
      ))}
      {/* The mobile art's own file, for a browser with neither format; the main one is the <img>. */}
      {media && <source media={media} srcSet={url} {...BANNER_SIZES[layout]} />}
    </>
  );
}

/**
 * A brand banner in the player's language: the mobile art on phones, the desktop art otherwise,
 * each as an AVIF or WebP at the width the screen needs (the SVG stays the fallback). A banner
 * opens its page and is its largest picture, so it is fetched first and never lazily.
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
  return (
    <picture>
      {desktop && mobile && (
        <LayoutSources url={inLanguage(mobile.img)} layout="mobile" media={BANNER_MOBILE_MEDIA} />
      )}
      <LayoutSources url={inLanguage(main.img)} layout={mainLayout} />
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
