import { Envelope } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import type { RemoteName } from '@croupier/contracts';
import { brandsToChange } from '../../http/admin-access.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import { assertReleasable } from './compatibility.js';
import {
  IgnoredActorSchema,
  BrandIdsSchema,
  RegistryMoveSchema,
  RemoteParamsSchema,
} from './registry-schemas.js';
import { publishRelease } from './repository.js';

export interface PublishRoutesOptions {
  db: pg.Pool;
  /** Each remote's registered base URL: its releases' manifests are fetched only from under it. */
  remoteBaseUrls: Record<RemoteName, string>;
  /** The shell's mf-manifest.json: what it shares is what a release must be compatible with. */
  shellManifestUrl: string;
  manifestTimeoutMs: number;
}

/** `remotes/:name/publish`: moves brands' registry entries to a release the shell can load. */
export const publishRoutes: FastifyPluginAsyncTypebox<PublishRoutesOptions> = async (
  app,
  { db, remoteBaseUrls, shellManifestUrl, manifestTimeoutMs },
) => {
  app.post(
    '/remotes/:name/publish',
    {
      config: { roles: ['release'], audit: 'release.publish' },
      schema: {
        tags: ['operator'],
        summary: "Point brands' registry entry of a remote at a released mf-manifest.json",
        description:
          "The entry must lie under the remote's registered base URL (REMOTE_<NAME>_URL); it is " +
          'fetched without following redirects, at most 1 MiB, and checked against the ' +
          "shell's first: a remote that " +
          'requires a shared singleton version the shell cannot provide, or that drops a module ' +
          'the shell loads, is refused with errorCode 27 and nothing moves. Shells pick the ' +
          'release up on their next full load.',
        headers: OperatorKeyHeaders,
        params: RemoteParamsSchema,
        body: Type.Object(
          {
            entry: Type.String({
              format: 'uri',
              pattern: '^https?://.+/mf-manifest\\.json$',
              maxLength: 500,
              description: 'URL of the release’s mf-manifest.json',
            }),
            version: Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$' }),
            by: IgnoredActorSchema,
            brandIds: Type.Optional(BrandIdsSchema),
          },
          { additionalProperties: false },
        ),
        response: responses(Envelope(Type.Array(RegistryMoveSchema))),
      },
    },
    async (request) => {
      const { name } = request.params;
      const { entry, version } = request.body;
      const brandIds = brandsToChange(request.operator, request.body.brandIds);
      await assertReleasable(
        { name, entry, version },
        { remoteBaseUrl: remoteBaseUrls[name], shellManifestUrl, timeoutMs: manifestTimeoutMs },
      );
      const by = request.operator.name;
      const moves = await publishRelease(db, { name, entry, version, by, brandIds });
      request.audit = { target: `remote:${name}`, after: { version, entry, moves } };
      return ok(moves);
    },
  );
};
