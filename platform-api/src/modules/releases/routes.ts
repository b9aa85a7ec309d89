// Remote releases on the operator API (/admin/v1/remotes): publish a versioned build for one brand
// or all, roll back, and read the registry's history. `pnpm release` and `pnpm rollback` call these.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { publishRoutes, type PublishRoutesOptions } from './publish-routes.js';
import { registryChangeRoutes } from './registry-change-routes.js';

export type ReleaseRoutesOptions = PublishRoutesOptions;

export const releaseRoutes: FastifyPluginAsyncTypebox<ReleaseRoutesOptions> = async (
  app,
  { db, remoteBaseUrls, shellManifestUrl, manifestTimeoutMs },
) => {
  await app.register(publishRoutes, { db, remoteBaseUrls, shellManifestUrl, manifestTimeoutMs });
  await app.register(registryChangeRoutes, { db });
};
