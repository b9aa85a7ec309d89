// GET /assets/…: the generated SVG artwork referenced by the catalog and the brand configs.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import { findBrand, type BrandRecord } from '../brand/index.js';
import { bannerHeadlines, type BannerLayout, type BannerName } from './artwork.js';
import {
  findCurrencySymbol,
  findGameArtwork,
  findPromotionTitle,
  findProviderName,
  paymentChannelExists,
} from './repository.js';
import {
  bannerSvg,
  brandLogoSvg,
  channelLogoSvg,
  currencyLogoSvg,
  faviconSvg,
  gameThumbnailSvg,
  providerLogoSvg,
  type BrandColours,
} from './svg.js';

export interface AssetRoutesOptions {
  db: pg.Pool;
}

const CACHE_CONTROL = 'public, max-age=3600';
const SvgFile = (pattern: string) => Type.Object({ file: Type.String({ pattern }) });
const svgName = (file: string) => file.slice(0, -'.svg'.length);
const bannerNames = Object.keys(bannerHeadlines).join('|');

function brandColours(brand: BrandRecord): BrandColours {
  const theme = brand.config.themeConfig;
  return { primary: theme.buttonPrimary, background: theme.container, text: theme.text };
}

export const assetRoutes: FastifyPluginAsyncTypebox<AssetRoutesOptions> = async (app, { db }) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) {
      reply.header('content-type', 'image/svg+xml; charset=utf-8');
      reply.header('cache-control', CACHE_CONTROL);
    }
  });
  const schema = <T extends TSchema>(params: T) => ({
    tags: ['assets'],
    params,
  });

  const brandOrNotFound = async (brandId: string) => {
    const brand = await findBrand(db, brandId);
    if (brand === null) throw notFoundError(`No brand ${brandId}`);
    return brand;
  };

  app.get(
    '/providers/:file',
    { schema: schema(SvgFile('^[A-Z0-9]{2,10}\\.svg$')) },
    async (request) => {
      const gpid = svgName(request.params.file);
      const gpname = await findProviderName(db, gpid);
      if (gpname === null) throw notFoundError(`No provider ${gpid}`);
      return providerLogoSvg(gpid, gpname);
    },
  );

  app.get(
    '/games/:gpid/:file',
    {
      schema: schema(
        Type.Object({
          gpid: Type.String({ pattern: '^[A-Z0-9]{2,10}$' }),
          file: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,63}\\.svg$' }),
        }),
      ),
    },
    async (request) => {
      const { gpid, file } = request.params;
      const game = await findGameArtwork(db, gpid, svgName(file));
      if (game === null) throw notFoundError(`No game ${svgName(file)} of provider ${gpid}`);
      return gameThumbnailSvg(game, game.gpname);
    },
  );

  app.get(
    '/currencies/:file',
    { schema: schema(SvgFile('^[A-Z0-9]{2,10}\\.svg$')) },
    async (request) => {
      const code = svgName(request.params.file);
      const symbol = await findCurrencySymbol(db, code);
      if (symbol === null) throw notFoundError(`No currency ${code}`);
      return currencyLogoSvg(code, symbol);
    },
  );

  app.get(
    '/channels/:file',
    { schema: schema(SvgFile('^[A-Z0-9_-]{2,32}\\.svg$')) },
    async (request) => {
      const code = svgName(request.params.file);
      if (!(await paymentChannelExists(db, code)))
        throw notFoundError(`No payment channel ${code}`);
      return channelLogoSvg(code);
    },
  );

  app.get(
    '/brands/:brandId/:file',
    {
      schema: schema(
        Type.Object({
          brandId: Type.String({ maxLength: 64 }),
          file: Type.Union([Type.Literal('logo.svg'), Type.Literal('favicon.svg')]),
        }),
      ),
    },
    async (request) => {
      const brand = await brandOrNotFound(request.params.brandId);
      const draw = request.params.file === 'logo.svg' ? brandLogoSvg : faviconSvg;
      return draw(brand.name, brandColours(brand));
    },
  );

  app.get(
    '/brands/:brandId/banners/:file',
    {
      schema: schema(
        Type.Object({
          brandId: Type.String({ maxLength: 64 }),
          file: Type.String({ pattern: `^(${bannerNames})-(desktop|mobile)\\.svg$` }),
        }),
      ),
    },
    async (request) => {
      const brand = await brandOrNotFound(request.params.brandId);
      const [name, layout] = svgName(request.params.file).split('-') as [BannerName, BannerLayout];
      return bannerSvg(bannerHeadlines[name], brand.name, brandColours(brand), layout);
    },
  );

  app.get(
    '/brands/:brandId/promotions/:file',
    {
      schema: schema(
        Type.Object({
          brandId: Type.String({ maxLength: 64 }),
          file: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,79}\\.svg$' }),
        }),
      ),
    },
    async (request) => {
      const brand = await brandOrNotFound(request.params.brandId);
      const slug = svgName(request.params.file);
      const title = await findPromotionTitle(db, brand.id, slug);
      if (title === null) throw notFoundError(`No promotion ${slug} of brand ${brand.id}`);
      return bannerSvg(title, brand.name, brandColours(brand), 'desktop');
    },
  );
};
