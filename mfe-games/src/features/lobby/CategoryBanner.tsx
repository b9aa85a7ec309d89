import { useTranslation } from 'react-i18next';
import { useBrandStore, type Banner } from '@croupier/shared';
import { BannerPicture } from '@croupier/ui';
import styles from './LobbyPage.module.scss';

const firstByOrder = (banners: Banner[] = []) =>
  [...banners].sort((first, second) => first.order - second.order)[0];

/** The brand's category banner: the mobile picture on narrow screens, the desktop one otherwise. */
export function CategoryBanner() {
  const { t } = useTranslation('games');
  const banners = useBrandStore((state) => state.config?.banners.category);
  const desktop = firstByOrder(banners?.desktop);
  const mobile = firstByOrder(banners?.mobile);
  const banner = desktop ?? mobile;
  if (!banner) return null;

  const picture = (
    <BannerPicture
      desktop={desktop}
      mobile={mobile}
      alt={t('lobby.bannerAlt')}
      className={styles.banner}
    />
  );
  return banner.redirect ? <a href={banner.redirect}>{picture}</a> : picture;
}
