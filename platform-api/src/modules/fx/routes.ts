import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import type { MoneyRoutesOptions } from '../wallet-events/index.js';
import { rateRoutes } from './rate-routes.js';
import { swapRoutes } from './swap-routes.js';

export type FxRoutesOptions = MoneyRoutesOptions;

/** Exchange rates, conversions and swaps of the logged-in player. */
export const fxRoutes: FastifyPluginAsyncTypebox<FxRoutesOptions> = async (
  app,
  { db, walletEvents },
) => {
  await app.register(rateRoutes, { db });
  await app.register(swapRoutes, { db, walletEvents });
};
