import { Link } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import type { BannerSet } from '@croupier/shared';
import { BannerPicture, banners as bannerStyles } from '@croupier/ui';

/** The first home banner, with its mobile art on phones. */
export function PromoBanner({ banners }: { banners: BannerSet }) {
  const { t } = useTranslation('shell');
  const [desktop] = [...banners.desktop].sort((a, b) => a.order - b.order);
  const [mobile] = [...banners.mobile].sort((a, b) => a.order - b.order);
  if (!desktop) return null;
  return (
    <Link
      to={desktop.redirect}
      className={bannerStyles.box}
      data-testid="promo-banner"
      aria-label={t('home.promoBanner')}
    >
      <BannerPicture desktop={desktop} mobile={mobile} alt="" />
    </Link>
  );
}
