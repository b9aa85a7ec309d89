import { LANGUAGE_CODES, type LanguageCode } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import { findBrand, type BrandRecord } from '../brand/index.js';
import type { BannerLayout } from './artwork.js';
import { bannerHeadlines, type BannerName } from './banner-headlines.js';
import { findPromotionTitle } from './repository.js';
import {
  artworkFile,
  artworkName,
  artworkRouteSchema,
  sendArtwork,
  type ArtworkAsk,
} from './artwork-files.js';
import { bannerSvg, brandLogoSvg, faviconSvg, type BrandColours } from './svg.js';

export interface BrandArtworkRoutesOptions {
  db: pg.Pool;
}

const BrandIdParam = Type.String({ maxLength: 64 });
const bannerNames = Object.keys(bannerHeadlines).join('|');

/** `?lang=th-TH`: the banner drawn in the player's language; any other, the brand's default. */
const LanguageQuery = {
  lang: Type.Optional(
    Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$', maxLength: 35 }),
  ),
};

function languageOf(brand: BrandRecord, lang: string | undefined): LanguageCode {
  return LANGUAGE_CODES.find((code) => code === lang) ?? brand.config.defaultLanguage;
}

/** A brand's artwork is drawn from settings an operator changes: revalidated on every load. */
const sendBrandArtwork = (
  db: pg.Pool,
  request: FastifyRequest & { params: { file: string }; query: Pick<ArtworkAsk, 'w'> },
  reply: FastifyReply,
  svg: string,
) =>
  sendArtwork(
    request,
    reply,
    svg,
    { ...request.params, ...request.query },
    { db, revalidate: true },
  );

function brandColours(brand: BrandRecord): BrandColours {
  const theme = brand.config.themeConfig;
  return { primary: theme.buttonPrimary, background: theme.container, text: theme.text };
}

/**
 * The artwork of each brand, drawn in its theme: logo, favicon, banners and promotions. Operators
 * change the theme, so each answer is revalidated rather than cached for a time.
 */
export const brandArtworkRoutes: FastifyPluginAsyncTypebox<BrandArtworkRoutesOptions> = async (
  app,
  { db },
) => {
  const brandOrNotFound = async (brandId: string) => {
    const brand = await findBrand(db, brandId);
    if (brand === null) throw notFoundError(`No brand ${brandId}`);
    return brand;
  };

  app.get(
    '/brands/:brandId/:file',
    {
      schema: artworkRouteSchema(
        Type.Object({ brandId: BrandIdParam, file: artworkFile('(logo|favicon)') }),
      ),
    },
    async (request, reply) => {
      const brand = await brandOrNotFound(request.params.brandId);
      const draw = artworkName(request.params.file) === 'logo' ? brandLogoSvg : faviconSvg;
      const svg = draw(brand.name, brandColours(brand));
      return sendBrandArtwork(db, request, reply, svg);
    },
  );

  app.get(
    '/brands/:brandId/banners/:file',
    {
      schema: artworkRouteSchema(
        Type.Object({
          brandId: BrandIdParam,
          file: artworkFile(`(${bannerNames})-(desktop|mobile)`),
        }),
        LanguageQuery,
      ),
    },
    async (request, reply) => {
      const brand = await brandOrNotFound(request.params.brandId);
      const [name, layout] = artworkName(request.params.file).split('-') as [
        BannerName,
        BannerLayout,
      ];
      const headline = bannerHeadlines[name][languageOf(brand, request.query.lang)];
      const svg = bannerSvg(headline, brand.name, brandColours(brand), layout);
      return sendBrandArtwork(db, request, reply, svg);
    },
  );

  app.get(
    '/brands/:brandId/promotions/:file',
    {
      schema: artworkRouteSchema(
        Type.Object({ brandId: BrandIdParam, file: artworkFile('[a-z0-9][a-z0-9-]{0,79}') }),
        LanguageQuery,
      ),
    },
    async (request, reply) => {
      const brand = await brandOrNotFound(request.params.brandId);
      const slug = artworkName(request.params.file);
      const title = await findPromotionTitle(db, brand.id, slug, request.query.lang);
      if (title === null) throw notFoundError(`No promotion ${slug} of brand ${brand.id}`);
      const svg = bannerSvg(title, brand.name, brandColours(brand), 'desktop');
      return sendBrandArtwork(db, request, reply, svg);
    },
  );
};
