import { useTranslation } from 'react-i18next';
import { TextField, buttons } from '@croupier/ui';
import {
  BANNER_LAYOUTS,
  BANNER_PLACES,
  type Banner,
  type BannerLayout,
  type BannerPlace,
  type BannerSettings,
} from './brandsApi';
import { BANNERS_MAX_COUNT, type SettingsErrors } from './settingsDraft';
import styles from './brands.module.scss';

/** Each place's banners for desktop and mobile, in the order the site shows them. */
export function BannerFields({
  banners,
  errors,
  onChange,
}: {
  banners: BannerSettings;
  errors: SettingsErrors;
  onChange: (banners: BannerSettings) => void;
}) {
  const { t } = useTranslation();
  const errorOf = (path: string) => (errors[path] ? t(errors[path]) : null);

  function change(place: BannerPlace, layout: BannerLayout, list: Banner[]) {
    onChange({ ...banners, [place]: { ...banners[place], [layout]: list } });
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('brands.banners.title')}</legend>
      {BANNER_PLACES.map((place) =>
        BANNER_LAYOUTS.map((layout) => {
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
                <div key={index} className={styles.bannerRow}>
                  <TextField
                    id={`${path}-${index}-img`}
                    label={t('brands.banners.image', { number: index + 1 })}
                    value={banner.img}
                    onChange={(event) =>
                      change(
                        place,
                        layout,
                        list.map((item, at) =>
                          at === index ? { ...item, img: event.target.value.trim() } : item,
                        ),
                      )
                    }
                    error={errorOf(`${path}.${index}.img`)}
                  />
                  <TextField
                    id={`${path}-${index}-redirect`}
                    label={t('brands.banners.redirect', { number: index + 1 })}
                    value={banner.redirect}
                    onChange={(event) =>
                      change(
                        place,
                        layout,
                        list.map((item, at) =>
                          at === index ? { ...item, redirect: event.target.value.trim() } : item,
                        ),
                      )
                    }
                    error={errorOf(`${path}.${index}.redirect`)}
                  />
                  <button
                    type="button"
                    className={buttons.compactSecondary}
                    onClick={() =>
                      change(
                        place,
                        layout,
                        list.filter((_, at) => at !== index),
                      )
                    }
                  >
                    {t('brands.banners.remove', { number: index + 1 })}
                  </button>
                </div>
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
      )}
    </fieldset>
  );
}
