import { BrandIdSchema, Envelope } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { brandsToChange, requireBrand } from '../../http/admin-access.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import {
  IgnoredActorSchema,
  BrandIdsSchema,
  RegistryChangeSchema,
  RegistryMoveSchema,
  RemoteParamsSchema,
} from './registry-schemas.js';
import { listRegistryChanges, rollbackRelease } from './repository.js';

export interface RegistryChangeRoutesOptions {
  db: pg.Pool;
}

const tags = ['operator'];
const HISTORY_LIMIT = 100;

/** `remotes/:name/rollback` and `remotes/:name/history`: undo registry changes and read them. */
export const registryChangeRoutes: FastifyPluginAsyncTypebox<RegistryChangeRoutesOptions> = async (
  app,
  { db },
) => {
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
        headers: OperatorKeyHeaders,
        params: RemoteParamsSchema,
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
        headers: OperatorKeyHeaders,
        params: RemoteParamsSchema,
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
