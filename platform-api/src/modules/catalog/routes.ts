// The catalogue's player calls (/v1): reference lists and game providers, no login needed.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { providerRoutes } from './provider-routes.js';
import { referenceListRoutes } from './reference-list-routes.js';

export interface CatalogRoutesOptions {
  db: pg.Pool;
}

export const catalogRoutes: FastifyPluginAsyncTypebox<CatalogRoutesOptions> = async (
  app,
  { db },
) => {
  await app.register(referenceListRoutes, { db });
  await app.register(providerRoutes, { db });
};
