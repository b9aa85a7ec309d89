// The banners' draft: each place's desktop and mobile lists, in the order the site shows them,
// each banner with its picture, link and schedule (ISO instants; absent: no bound).

import { BANNER_LAYOUTS, BANNER_PLACES, type BannerSettings } from './brandsApi';
import { siteUrlError, type SettingsErrors } from './checks';

export const BANNERS_MAX_COUNT = 10;

/** The banners as sent: each list numbered in its shown order. */
export function orderedBanners(banners: BannerSettings): BannerSettings {
  return Object.fromEntries(
    BANNER_PLACES.map((place) => [
      place,
      Object.fromEntries(
        BANNER_LAYOUTS.map((layout) => [
          layout,
          banners[place][layout].map((banner, index) => ({ ...banner, order: index + 1 })),
        ]),
      ),
    ]),
  ) as BannerSettings;
}

export function bannerErrors(banners: BannerSettings): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const place of BANNER_PLACES) {
    for (const layout of BANNER_LAYOUTS) {
      const path = `banners.${place}.${layout}`;
      const list = banners[place][layout];
      if (list.length > BANNERS_MAX_COUNT) errors[path] = 'brands.errors.tooManyBanners';
      list.forEach(({ img, redirect, from, until }, index) => {
        const imgError = siteUrlError(img);
        const redirectError = siteUrlError(redirect);
        if (imgError) errors[`${path}.${index}.img`] = imgError;
        if (redirectError) errors[`${path}.${index}.redirect`] = redirectError;
        if (from !== undefined && until !== undefined && Date.parse(until) <= Date.parse(from)) {
          errors[`${path}.${index}.until`] = 'brands.errors.bannerSchedule';
        }
      });
    }
  }
  return errors;
}
