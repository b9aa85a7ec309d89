// GET /assets/…: the generated artwork referenced by the catalog and the brand configs, as SVG or
// as AVIF or WebP at a chosen width, and the brand images operators uploaded.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { brandArtworkRoutes } from './brand-artwork-routes.js';
import { catalogArtworkRoutes } from './catalog-artwork-routes.js';
import { uploadedArtworkRoutes } from './uploaded-artwork-routes.js';

export interface AssetRoutesOptions {
  db: pg.Pool;
}

const CACHE_CONTROL = 'public, max-age=3600';

export const assetRoutes: FastifyPluginAsyncTypebox<AssetRoutesOptions> = async (app, { db }) => {
  // Added before the resources register, so every artwork answer carries a cache policy.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) {
      // Unless the resource chose its own, e.g. revalidation of artwork operators change.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', CACHE_CONTROL);
    }
  });
  await app.register(catalogArtworkRoutes, { db });
  await app.register(brandArtworkRoutes, { db });
  await app.register(uploadedArtworkRoutes, { db });
};
