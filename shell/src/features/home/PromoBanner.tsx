import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BannerSet } from '@croupier/shared';
import styles from './HomePage.module.scss';

/** The first home banner, with its mobile art below 768 px. */
export function PromoBanner({ banners }: { banners: BannerSet }) {
  const { t } = useTranslation('shell');
  const [desktop] = [...banners.desktop].sort((a, b) => a.order - b.order);
  const [mobile] = [...banners.mobile].sort((a, b) => a.order - b.order);
  if (!desktop) return null;
  return (
    <Link
      to={desktop.redirect}
      className={styles.banner}
      data-testid="promo-banner"
      aria-label={t('home.promoBanner')}
    >
      <picture>
        {mobile && <source media="(max-width: 767px)" srcSet={mobile.img} />}
        <img src={desktop.img} alt="" />
      </picture>
    </Link>
  );
}
