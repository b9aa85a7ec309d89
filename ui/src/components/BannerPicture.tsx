import {
  RASTER_FORMATS,
  bannerArtworkIn,
  rasterSrcSet,
  useLanguages,
  type Banner,
} from '@croupier/shared';
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
 * each as an AVIF or WebP at the width the screen needs (the SVG stays the fallback), the
 * language's own artwork where the banner has one. A banner opens its page and is its largest
 * picture, so it is fetched first and never lazily. `language` and `defaultLanguage` draw it in
 * another language than the player's (the back office's preview).
 */
export function BannerPicture({
  desktop,
  mobile,
  alt,
  className,
  ...languages
}: {
  desktop?: Banner;
  mobile?: Banner;
  alt: string;
  className?: string;
  language?: string;
  defaultLanguage?: string;
}) {
  const players = useLanguages();
  const language = languages.language ?? players.language;
  const defaultLanguage = languages.defaultLanguage ?? players.defaultLanguage;
  const inLanguage = (banner: Banner) => bannerArtworkIn(banner, language, defaultLanguage);
  const main = desktop ?? mobile;
  if (!main) return null;
  const mainLayout = desktop ? 'desktop' : 'mobile';
  return (
    <picture>
      {desktop && mobile && (
        <LayoutSources url={inLanguage(mobile)} layout="mobile" media={BANNER_MOBILE_MEDIA} />
      )}
      <LayoutSources url={inLanguage(main)} layout={mainLayout} />
      <img
        className={className}
        src={inLanguage(main)}
        alt={alt}
        {...BANNER_SIZES[mainLayout]}
        fetchPriority="high"
      />
    </picture>
  );
}
