/** The sizes the platform draws banner art at, so the page holds a banner's space before it loads. */
export const BANNER_SIZES = {
  desktop: { width: 1200, height: 400 },
  mobile: { width: 750, height: 420 },
} as const;

/** Where the mobile art replaces the desktop one. */
export const BANNER_MOBILE_MEDIA = '(max-width: 767px)';

/**
 * The widths each layout's WebP is offered at and how wide the page draws it: a phone's screen
 * wide (up to three device pixels per CSS pixel), a desktop's content column at most 1200 px.
 */
export const BANNER_RASTER = {
  desktop: { widths: [960, 1280, 1920], sizes: '(max-width: 1200px) 100vw, 1200px' },
  mobile: { widths: [480, 640, 960], sizes: '100vw' },
} as const;
