import { BANNER_RASTER_WIDTHS } from '@croupier/shared';

/** The sizes the platform draws banner art at, so the page holds a banner's space before it loads. */
export const BANNER_SIZES = {
  desktop: { width: 1200, height: 400 },
  mobile: { width: 750, height: 420 },
} as const;

/** Where the mobile art replaces the desktop one. */
export const BANNER_MOBILE_MEDIA = '(max-width: 767px)';

/**
 * The widths each layout's AVIF and WebP are offered at and how wide the page draws it: a phone's
 * screen wide, a desktop's content column at most 1200 px.
 */
export const BANNER_RASTER = {
  desktop: { widths: BANNER_RASTER_WIDTHS.desktop, sizes: '(max-width: 1200px) 100vw, 1200px' },
  mobile: { widths: BANNER_RASTER_WIDTHS.mobile, sizes: '100vw' },
} as const;
