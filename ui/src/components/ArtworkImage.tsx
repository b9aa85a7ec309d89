import type { ImgHTMLAttributes } from 'react';
import { rasterSrcSet, type ArtworkWidth } from '@croupier/shared';
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
 * An API artwork as a WebP at the width the layout draws it (a browser decodes it off the main
 * thread); the SVG stays the fallback of a browser without WebP, and of a URL with no WebP.
 */
export function ArtworkImage({ src, widths, sizes, alt, ...image }: ArtworkImageProps) {
  const srcSet = rasterSrcSet(src, widths);
  return (
    <picture className={styles.picture}>
      {srcSet && <source type="image/webp" srcSet={srcSet} sizes={sizes} />}
      <img src={src} alt={alt} {...image} />
    </picture>
  );
}
