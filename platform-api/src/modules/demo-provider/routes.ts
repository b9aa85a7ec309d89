// The built-in demo provider: a game server that plays the catalogue's games and settles them
// through the gateway over HTTP like any outside provider; it never touches the ledger.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import type { BrandDomains } from '../brand/index.js';
import type { GatewayClient } from './gateway-client.js';
import { pageRoutes } from './page-routes.js';
import type { RandomInt } from './round-outcome.js';
import { sessionRoutes } from './session-routes.js';
import { spinRoutes } from './spin-routes.js';

export interface DemoProviderRoutesOptions {
  db: pg.Pool;
  gateway: GatewayClient;
  /** The sites that frame the game pages. */
  brandDomains: BrandDomains;
  /** What the rounds are drawn with. */
  randomInt: RandomInt;
}

export const demoProviderRoutes: FastifyPluginAsyncTypebox<DemoProviderRoutesOptions> = async (
  app,
  { db, gateway, brandDomains, randomInt },
) => {
  await app.register(pageRoutes, { db, brandDomains });
  await app.register(sessionRoutes, { db, gateway, randomInt });
  await app.register(spinRoutes, { db, gateway, randomInt });
};
