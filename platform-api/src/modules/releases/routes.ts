// Remote releases on the operator API (/admin/v1/remotes): publish a versioned build for one brand
// or all, roll back, and read the registry's history. `pnpm release` and `pnpm rollback` call these.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import type { RemoteName } from '../../../../shared/src/brand/types.js';
import { brandsToChange, requireBrand } from '../../http/admin-access.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { BrandIdSchema, Envelope, ok, responses } from '../../http/schemas.js';
import { RemoteNameSchema } from '../brand/index.js';
import { compatibilityProblems, fetchManifest } from './compatibility.js';
import { isUnderBaseUrl, releaseRefused } from './manifest-source.js';
import { listRegistryChanges, publishRelease, rollbackRelease } from './repository.js';

export interface ReleaseRoutesOptions {
  db: pg.Pool;
  /** Each remote's registered base URL: its releases' manifests are fetched only from under it. */
  remoteBaseUrls: Record<RemoteName, string>;
  /** The shell's mf-manifest.json: what it shares is what a release must be compatible with. */
  shellManifestUrl: string;
  manifestTimeoutMs: number;
}

const tags = ['operator'];
const headers = OperatorKeyHeaders;
const params = Type.Object({ name: RemoteNameSchema });
const IgnoredActorSchema = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: 100,
    deprecated: true,
    description:
      'Ignored: the history records the authenticated staff member or API key. Still accepted ' +
      'so that older pipelines keep working.',
  }),
);
const BrandIdsSchema = Type.Array(BrandIdSchema, {
  minItems: 1,
  maxItems: 100,
  uniqueItems: true,
  description: "The brands to move; omitted: every brand of the caller's scope",
});
const RegistryMoveSchema = Type.Object({
  brandId: Type.String(),
  entry: Type.String(),
  version: Type.String(),
  changed: Type.Boolean(),
});
const RegistryChangeSchema = Type.Object({
  id: Type.Integer(),
  brandId: Type.String(),
  action: Type.Union([Type.Literal('publish'), Type.Literal('rollback')]),
  entry: Type.String(),
  version: Type.String(),
  previousEntry: Type.String(),
  previousVersion: Type.String(),
  by: Type.String(),
  at: Type.String({ format: 'date-time' }),
  rolledBack: Type.Boolean(),
});
const HISTORY_LIMIT = 100;

export const releaseRoutes: FastifyPluginAsyncTypebox<ReleaseRoutesOptions> = async (
  app,
  { db, remoteBaseUrls, shellManifestUrl, manifestTimeoutMs },
) => {
  app.post(
    '/remotes/:name/publish',
    {
      config: { roles: ['release'], audit: 'release.publish' },
      schema: {
        tags,
        summary: "Point brands' registry entry of a remote at a released mf-manifest.json",
        description:
          "The entry must lie under the remote's registered base URL (REMOTE_<NAME>_URL); it is " +
          'fetched without following redirects, at most 1 MiB, and checked against the ' +
          "shell's first: a remote that " +
          'requires a shared singleton version the shell cannot provide, or that drops a module ' +
          'the shell loads, is refused with errorCode 27 and nothing moves. Shells pick the ' +
          'release up on their next full load.',
        headers,
        params,
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
      const baseUrl = remoteBaseUrls[name];
      if (!isUnderBaseUrl(entry, baseUrl)) {
        throw releaseRefused(
          `The entry must be under the ${name} remote's registered base URL ${baseUrl}`,
        );
      }
      const [remoteManifest, shellManifest] = await Promise.all([
        fetchManifest(entry, name, manifestTimeoutMs),
        fetchManifest(shellManifestUrl, 'shell', manifestTimeoutMs),
      ]);
      const problems = compatibilityProblems(name, remoteManifest, shellManifest);
      if (problems.length > 0) {
        throw releaseRefused(`${name} ${version} is refused: ${problems.join('; ')}.`);
      }
      const moves = await publishRelease(db, {
        ...{ name, entry, version, brandIds },
        by: request.operator.name,
      });
      request.audit = { target: `remote:${name}`, after: { version, entry, moves } };
      return ok(moves);
    },
  );

  app.post(
    '/remotes/:name/rollback',
    {
      config: { roles: ['release'], audit: 'release.rollback' },
      schema: {
        tags,
        summary: 'Undo the newest standing publish of a remote, for one brand or all',
        description:
          'Each brand goes back to the entry its newest standing publish replaced; repeated ' +
          'rollbacks walk further back. errorCode 28 when no brand has a publish to undo.',
        headers,
        params,
        body: Type.Object(
          { by: IgnoredActorSchema, brandIds: Type.Optional(BrandIdsSchema) },
          { additionalProperties: false },
        ),
        response: responses(Envelope(Type.Array(RegistryMoveSchema))),
      },
    },
    async (request) => {
      const { name } = request.params;
      const brandIds = brandsToChange(request.operator, request.body.brandIds);
      const moves = await rollbackRelease(db, { name, by: request.operator.name, brandIds });
      request.audit = { target: `remote:${name}`, after: { moves } };
      return ok(moves);
    },
  );

  app.get(
    '/remotes/:name/history',
    {
      config: { roles: ['release', 'support'] },
      schema: {
        tags,
        summary: 'Who published or rolled back what, when: newest first',
        headers,
        params,
        querystring: Type.Object(
          { brandId: Type.Optional(BrandIdSchema) },
          { additionalProperties: false },
        ),
        response: responses(Envelope(Type.Array(RegistryChangeSchema))),
      },
    },
    async (request) => {
      const { brandId } = request.query;
      if (brandId !== undefined) requireBrand(request.operator, brandId);
      const brandIds = brandId === undefined ? request.operator.brandIds : [brandId];
      return ok(await listRegistryChanges(db, request.params.name, brandIds, HISTORY_LIMIT));
    },
  );
};
