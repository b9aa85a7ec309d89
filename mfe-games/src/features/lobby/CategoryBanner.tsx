import { useTranslation } from 'react-i18next';
import { useBrandStore, type Banner } from '@croupier/shared';
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
    <picture>
      {desktop && mobile && <source media="(max-width: 48rem)" srcSet={mobile.img} />}
      <img className={styles.banner} src={banner.img} alt={t('lobby.bannerAlt')} />
    </picture>
  );
  return banner.redirect ? <a href={banner.redirect}>{picture}</a> : picture;
}
