/** The sizes the platform draws banner art at, so the page holds a banner's space before it loads. */
export const BANNER_SIZES = {
  desktop: { width: 1200, height: 400 },
  mobile: { width: 750, height: 420 },
} as const;

/** Where the mobile art replaces the desktop one. */
export const BANNER_MOBILE_MEDIA = '(max-width: 767px)';
