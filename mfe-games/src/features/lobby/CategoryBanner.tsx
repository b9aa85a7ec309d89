import { useTranslation } from 'react-i18next';
import { useBrandStore, type Banner, type GameCategoryCode } from '@croupier/shared';
import { BannerPicture } from '@croupier/ui';
import { CATEGORY_MOTIFS } from './categoryMotifs';
import styles from './LobbyPage.module.scss';

const firstByOrder = (banners: Banner[] = []) =>
  [...banners].sort((first, second) => first.order - second.order)[0];

/**
 * The lobby's banner: the brand's category art over the whole lobby, and each category's own
 * headline and picture on its page.
 */
export function CategoryBanner({ category }: { category?: GameCategoryCode }) {
  return category ? <OwnCategoryBanner category={category} /> : <BrandCategoryBanner />;
}

/** The brand's category banner: the mobile picture on narrow screens, the desktop one otherwise. */
function BrandCategoryBanner() {
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

/** Drawn in the brand's theme at the size of the brand's banner art, so nothing moves. */
function OwnCategoryBanner({ category }: { category: GameCategoryCode }) {
  const { t } = useTranslation('games');
  return (
    <div className={styles.categoryBanner} data-testid="category-banner">
      <svg
        className={styles.categoryArt}
        aria-hidden="true"
        width="1200"
        height="400"
        viewBox="0 0 1200 400"
        preserveAspectRatio="xMaxYMid slice"
      >
        {CATEGORY_MOTIFS[category]}
      </svg>
      <p className={styles.categoryHeadline}>{t(`categoryBanner.${category}`)}</p>
    </div>
  );
}
