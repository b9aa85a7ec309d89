// /admin/v1/staff/:id/reset-*: an owner of every brand gives a staff member who lost their
// password or TOTP secret a new one, shown once; their sessions end.

import { EmptyBodySchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { ok, routeSchema } from '../../http/schemas.js';
import { resetStaffPassword, resetStaffTotp } from './accounts.js';
import { IdParams } from './schemas.js';
import { everyBrandOwner } from './scope.js';

export const staffResetRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  app.post(
    '/staff/:id/reset-password',
    {
      config: { ...everyBrandOwner, audit: 'staff.reset-password' },
      schema: routeSchema(
        'staff',
        Type.Object({ username: Type.String(), password: Type.String() }),
        {
          summary: 'A new one-time password, answered once; their sessions end',
          params: IdParams,
          body: EmptyBodySchema,
        },
      ),
    },
    async (request) => {
      const { member, password } = await resetStaffPassword(db, request.params.id);
      request.audit = { target: member.username, brandId: null };
      return ok({ username: member.username, password });
    },
  );

  app.post(
    '/staff/:id/reset-totp',
    {
      config: { ...everyBrandOwner, audit: 'staff.reset-totp' },
      schema: routeSchema(
        'staff',
        Type.Object({
          username: Type.String(),
          totpSecret: Type.String(),
          otpauthUri: Type.String(),
        }),
        {
          summary: 'A new TOTP secret, answered once; their sessions end',
          params: IdParams,
          body: EmptyBodySchema,
        },
      ),
    },
    async (request) => {
      const { member, totpSecret, otpauthUri } = await resetStaffTotp(db, request.params.id);
      request.audit = { target: member.username };
      return ok({ username: member.username, totpSecret, otpauthUri });
    },
  );
};
