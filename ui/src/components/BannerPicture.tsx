import type { Banner } from '@croupier/shared';

/** The sizes the platform draws banner art at, so the page holds a banner's space before it loads. */
export const BANNER_SIZES = {
  desktop: { width: 1200, height: 400 },
  mobile: { width: 750, height: 420 },
} as const;

const MOBILE_MEDIA = '(max-width: 767px)';

/**
 * A brand banner: the mobile art on phones, the desktop art otherwise. A banner opens its page and
 * is its largest picture, so it is fetched first and never lazily.
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
  const main = desktop ?? mobile;
  if (!main) return null;
  return (
    <picture>
      {desktop && mobile && (
        <source media={MOBILE_MEDIA} srcSet={mobile.img} {...BANNER_SIZES.mobile} />
      )}
      <img
        className={className}
        src={main.img}
        alt={alt}
        {...BANNER_SIZES[desktop ? 'desktop' : 'mobile']}
        fetchPriority="high"
      />
    </picture>
  );
}
