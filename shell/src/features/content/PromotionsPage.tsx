import { Link } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { useArtworkInLanguage, useBrandStore, type BannerSet } from '@croupier/shared';
import { BannerPicture, banners as bannerStyles, buttons } from '@croupier/ui';
import { ContentListPage } from './ContentListPage';
import { paragraphsOf } from './useContent';
import styles from './Content.module.scss';

/** The brand's promo banners, each with its mobile art below 768 px. */
function PromoBanners({ banners }: { banners: BannerSet }) {
  const desktop = [...banners.desktop].sort((a, b) => a.order - b.order);
  const mobile = [...banners.mobile].sort((a, b) => a.order - b.order);
  if (desktop.length === 0) return null;
  return (
    <ul className={styles.banners}>
      {desktop.map((banner) => {
        const mobileArt = mobile.find((candidate) => candidate.order === banner.order);
        return (
          <li key={`${banner.order}-${banner.img}`}>
            <Link to={banner.redirect} className={bannerStyles.box} data-testid="promotion-banner">
              <BannerPicture desktop={banner} mobile={mobileArt} alt="" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function PromotionsPage() {
  const { t } = useTranslation('shell');
  const banners = useBrandStore((state) => state.config?.banners.promo);
  const art = useArtworkInLanguage();
  return (
    <ContentListPage
      name="promotions"
      kind="promotion"
      title={t('content.promotionsTitle')}
      emptyMessage={t('content.noPromotions')}
      intro={banners && <PromoBanners banners={banners} />}
    >
      {(entries) => (
        <ul className={styles.cards}>
          {entries.map((entry) => (
            <li key={entry.slug}>
              <article
                className={styles.card}
                aria-labelledby={`promotion-${entry.slug}`}
                lang={entry.language}
              >
                {entry.image && <img className={styles.image} src={art(entry.image)} alt="" />}
                <h2 id={`promotion-${entry.slug}`}>{entry.title}</h2>
                <p className={styles.lead}>{entry.summary}</p>
                {paragraphsOf(entry.body).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
                {entry.link && (
                  <Link to={entry.link} className={`${buttons.primary} ${styles.cardLink}`}>
                    {t('content.promotionLink')}
                  </Link>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </ContentListPage>
  );
}
