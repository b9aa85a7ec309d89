// Remote releases on the operator API (/admin/v1/remotes): publish a versioned build for one brand
// or all, roll back, and read the registry's history. `pnpm release` and `pnpm rollback` call these.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { requireOperatorKeyOnEveryRoute, type OperatorKeyCheck } from '../../http/operator-key.js';
import { publishRoutes, type PublishRoutesOptions } from './publish-routes.js';
import { registryChangeRoutes } from './registry-change-routes.js';

export interface ReleaseRoutesOptions extends PublishRoutesOptions {
  operatorKeyCheck: OperatorKeyCheck;
}

export const releaseRoutes: FastifyPluginAsyncTypebox<ReleaseRoutesOptions> = async (
  app,
  { db, operatorKeyCheck, remoteBaseUrls, shellManifestUrl, manifestTimeoutMs },
) => {
  // Added before the resources register, so the key check runs on every one of their routes.
  requireOperatorKeyOnEveryRoute(app, operatorKeyCheck);
  await app.register(publishRoutes, { db, remoteBaseUrls, shellManifestUrl, manifestTimeoutMs });
  await app.register(registryChangeRoutes, { db });
};
