// The built-in demo provider: a game server that plays the catalogue's games and settles them
// through the gateway over HTTP like any outside provider; it never touches the ledger.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import type { BrandDomains } from '../brand/index.js';
import type { GatewayClient } from './gateway-client.js';
import { pageRoutes } from './page-routes.js';
import { roundRoutes } from './round-routes.js';

export interface DemoProviderRoutesOptions {
  db: pg.Pool;
  gateway: GatewayClient;
  /** The sites that frame the game pages. */
  brandDomains: BrandDomains;
}

export const demoProviderRoutes: FastifyPluginAsyncTypebox<DemoProviderRoutesOptions> = async (
  app,
  { db, gateway, brandDomains },
) => {
  await app.register(pageRoutes, { db, brandDomains });
  await app.register(roundRoutes, { db, gateway });
};
