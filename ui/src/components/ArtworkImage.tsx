import type { ImgHTMLAttributes } from 'react';
import { RASTER_FORMATS, rasterSrcSet, type ArtworkWidth } from '@croupier/shared';
import styles from './ArtworkImage.module.scss';

type ArtworkImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'srcSet' | 'sizes'> & {
  /** The artwork's URL as the API names it (`/assets/….svg`). */
  src: string;
  /** The widths the layout may need, 1× and 2× screens included. */
  widths: readonly ArtworkWidth[];
  /** How wide the image is drawn, as a `sizes` attribute. */
  sizes: string;
  alt: string;
};

/**
 * An API artwork as an AVIF, else a WebP, at the width the layout draws it (a browser decodes
 * those off the main thread); the URL itself stays the fallback of a browser with neither, and of a
 * URL with no variants.
 */
export function ArtworkImage({ src, widths, sizes, alt, ...image }: ArtworkImageProps) {
  return (
    <picture className={styles.picture}>
      {RASTER_FORMATS.map((format) => {
        const srcSet = rasterSrcSet(src, widths, format);
        return (
          srcSet && <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
        );
      })}
      <img src={src} alt={alt} {...image} />
    </picture>
  );
}
