import type { BannerSettings, BrandConfig } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';
import { currentJackpot } from '../jackpot/index.js';
import { normalizeDomain } from './domain.js';
import { findBrand, findBrandIdByDomain, listRemotes } from './repository.js';
import type { StoredBrandConfig } from './schema.js';

/** The config of the brand registered for `domain`, or of the default brand. */
export async function brandConfigForDomain(
  db: Queryable,
  domain: string,
  defaultBrandId: string,
  gameOrigins: string[],
): Promise<BrandConfig> {
  const host = normalizeDomain(domain);
  const brandId = (host === null ? null : await findBrandIdByDomain(db, host)) ?? defaultBrandId;
  const brand = await findBrand(db, brandId);
  if (brand === null) throw new Error(`Default brand ${defaultBrandId} does not exist`);
  return {
    brandId: brand.id,
    brandName: brand.name,
    ...brand.config,
    banners: bannersShownAt(brand.config.banners, new Date()),
    homepageWidget: widgetShownAt(brand.config.homepageWidget, new Date()),
    jackpot: { ...brand.config.jackpot, ...(await jackpotOf(db, brand.id)) },
    remotes: await listRemotes(db, brand.id),
    gameOrigins,
  };
}

/**
 * The home widget as the site takes it: without the announcement's schedule, and without the
 * announcement (nor its translations) outside it.
 */
export function widgetShownAt(
  widget: StoredBrandConfig['homepageWidget'],
  now: Date,
): BrandConfig['homepageWidget'] {
  const { announcementFrom: from, announcementUntil: until, ...shown } = widget;
  const isOn = (!from || new Date(from) <= now) && (!until || now < new Date(until));
  if (isOn) return shown;
  const { announcementTranslations: _hidden, ...withoutTranslations } = shown;
  return { ...withoutTranslations, announcement: '' };
}

/** The pool's value as the config is read; a brand without a jackpot shows none. */
async function jackpotOf(db: Queryable, brandId: string) {
  return (
    (await currentJackpot(db, brandId)) ?? { currency: '', isActive: false, totalJackpot: '0' }
  );
}

/** The banners whose schedule holds `now`, as the site takes them: without their schedule. */
export function bannersShownAt(banners: BannerSettings, now: Date): BrandConfig['banners'] {
  const shown = (list: BannerSettings['home']['desktop']) =>
    list
      .filter(
        ({ from, until }) =>
          (from === undefined || new Date(from) <= now) &&
          (until === undefined || now < new Date(until)),
      )
      .map(({ img, redirect, order, imgByLanguage }) => ({
        img,
        redirect,
        order,
        ...(imgByLanguage && Object.keys(imgByLanguage).length > 0 && { imgByLanguage }),
      }));
  const setOf = (set: BannerSettings['home']) => ({
    desktop: shown(set.desktop),
    mobile: shown(set.mobile),
  });
  return {
    home: setOf(banners.home),
    category: setOf(banners.category),
    promo: setOf(banners.promo),
  };
}
