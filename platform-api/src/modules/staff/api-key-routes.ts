// /admin/v1/api-keys: owners of every brand issue keys for machines (shown once), list them
// with their last use, and revoke them.

import { ApiKeySchema, EmptyBodySchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import { ok, routeSchema } from '../../http/schemas.js';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKey } from './api-keys.js';
import { brandsOnWire, BrandsSchema, IdParams, RolesSchema } from './schemas.js';
import { everyBrandOwner, scopeOf } from './scope.js';

const toWire = ({ brandIds, ...apiKey }: ApiKey) => ({ ...apiKey, brands: brandsOnWire(brandIds) });

export const apiKeyRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  app.post(
    '/api-keys',
    {
      config: { ...everyBrandOwner, audit: 'api-key.create' },
      schema: routeSchema('staff', Type.Object({ apiKey: ApiKeySchema, key: Type.String() }), {
        summary: 'Issue an API key: the key is answered once and stored only as a hash',
        description: 'Machines send it as X-Operator-Key. A taken name is errorCode 3.',
        body: Type.Object(
          {
            name: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$' }),
            roles: RolesSchema,
            brands: BrandsSchema,
          },
          { additionalProperties: false },
        ),
      }),
    },
    async (request) => {
      const { name, roles, brands } = request.body;
      const brandIds = await scopeOf(db, brands);
      const created = await createApiKey(db, { name, roles, brandIds }, request.operator.name);
      const apiKey = toWire(created.apiKey);
      request.audit = { target: `api-key:${apiKey.name}`, after: apiKey };
      return ok({ apiKey, key: created.key });
    },
  );

  app.get(
    '/api-keys',
    {
      config: everyBrandOwner,
      schema: routeSchema('staff', Type.Array(ApiKeySchema), {
        summary: 'Every API key, revoked ones included, with its last use',
      }),
    },
    async () => ok((await listApiKeys(db)).map(toWire)),
  );

  app.post(
    '/api-keys/:id/revoke',
    {
      config: { ...everyBrandOwner, audit: 'api-key.revoke' },
      schema: routeSchema('staff', ApiKeySchema, {
        summary: 'Revoke an API key: its next call is refused',
        params: IdParams,
        body: EmptyBodySchema,
      }),
    },
    async (request) => {
      const revoked = await revokeApiKey(db, request.params.id);
      if (revoked === null) throw notFoundError(`No API key ${request.params.id}`);
      const apiKey = toWire(revoked);
      request.audit = { target: `api-key:${apiKey.name}`, after: apiKey };
      return ok(apiKey);
    },
  );
};
