import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttons } from '@croupier/ui';
import { BannerRow } from './BannerRow';
import {
  BANNER_LAYOUTS,
  BANNER_PLACES,
  type Banner,
  type BannerLayout,
  type BannerPlace,
  type BannerSettings,
} from './brandsApi';
import type { BannerArtworkContext } from './LanguageArtworkFields';
import { SettingsFieldset, type SettingsPartProps } from './SettingsFieldset';
import { BANNERS_MAX_COUNT } from './bannersDraft';
import styles from './brands.module.scss';

/**
 * Each place's banners for desktop and mobile, in the order the site shows them, each place after
 * its `previewOf` (how the site draws it).
 */
export function BannerFields({
  value: banners,
  errorOf,
  onChange,
  artwork,
  previewOf,
}: SettingsPartProps<BannerSettings> & {
  artwork: BannerArtworkContext;
  previewOf: (place: BannerPlace) => ReactNode;
}) {
  const { t } = useTranslation();

  function change(place: BannerPlace, layout: BannerLayout, list: Banner[]) {
    onChange({ ...banners, [place]: { ...banners[place], [layout]: list } });
  }

  return (
    <SettingsFieldset legend={t('brands.banners.title')}>
      {BANNER_PLACES.map((place) => [
        <Fragment key={place}>{previewOf(place)}</Fragment>,
        ...BANNER_LAYOUTS.map((layout) => {
          const list = banners[place][layout];
          const path = `banners.${place}.${layout}`;
          const title = t('brands.banners.listTitle', {
            place: t(`brands.banners.places.${place}`),
            layout: t(`brands.banners.layouts.${layout}`),
          });
          return (
            <section key={path} className={styles.bannerList} aria-label={title}>
              <h4>{title}</h4>
              {list.length === 0 && <p className={styles.hint}>{t('brands.banners.none')}</p>}
              {list.map((banner, index) => (
                <BannerRow
                  key={index}
                  listPath={path}
                  index={index}
                  banner={banner}
                  artwork={artwork}
                  errorOf={errorOf}
                  onChange={(changed) =>
                    change(
                      place,
                      layout,
                      list.map((item, at) => (at === index ? changed : item)),
                    )
                  }
                  onRemove={() =>
                    change(
                      place,
                      layout,
                      list.filter((_, at) => at !== index),
                    )
                  }
                />
              ))}
              <button
                type="button"
                className={buttons.compactSecondary}
                disabled={list.length >= BANNERS_MAX_COUNT}
                onClick={() =>
                  change(place, layout, [
                    ...list,
                    { img: '', redirect: '/', order: list.length + 1 },
                  ])
                }
              >
                {t('brands.banners.add', { list: title })}
              </button>
            </section>
          );
        }),
      ])}
    </SettingsFieldset>
  );
}
