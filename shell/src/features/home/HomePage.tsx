import { useTranslation } from 'react-i18next';
import { enabledRemote, useBrandStore, type BrandConfig } from '@croupier/shared';
import { RemoteWidget } from '../remotes';
import { announcementIn } from './announcement';
import { FirstDepositCallout } from './FirstDepositCallout';
import { HOME_SECTIONS, type HomeSection } from './homeSections';
import { PromoBanner } from './PromoBanner';
import { useScrollToHash } from './useScrollToHash';
import { WhenScrolledNear } from './WhenScrolledNear';
import styles from './HomePage.module.scss';

function isShown(section: HomeSection, config: BrandConfig): boolean {
  if (section.kind === 'announcement') return Boolean(config.homepageWidget.announcement);
  if (section.kind !== 'widget') return true;
  return Boolean(enabledRemote(config, section.remote)) && (section.shownFor?.(config) ?? true);
}

export function HomePage() {
  const { t, i18n } = useTranslation('shell');
  const config = useBrandStore((state) => state.config);
  useScrollToHash();
  if (!config) return null;
  const announcement = announcementIn(config, i18n.language);
  return (
    <div className={styles.home}>
      <h1 className={styles.title}>{t('home.title', { brand: config.brandName })}</h1>
      <FirstDepositCallout />
      {HOME_SECTIONS.filter((section) => isShown(section, config)).map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={
            section.kind === 'widget' && section.isGameRow
              ? `${styles.section} ${styles.gameRow}`
              : styles.section
          }
          data-testid="home-section"
        >
          {section.kind === 'promo' && <PromoBanner banners={config.banners.home} />}
          {section.kind === 'announcement' && (
            <p className={styles.announcement} role="note">
              <strong>{t('home.announcement')}</strong>{' '}
              <span lang={announcement.language}>{announcement.text}</span>
            </p>
          )}
          {section.kind === 'widget' && (
            <>
              {section.titleKey && <h2>{t(section.titleKey)}</h2>}
              {section.waitsForScroll ? (
                <WhenScrolledNear>
                  <RemoteWidget remote={section.remote} widget={section.widget} />
                </WhenScrolledNear>
              ) : (
                <RemoteWidget remote={section.remote} widget={section.widget} />
              )}
            </>
          )}
        </section>
      ))}
    </div>
  );
}
