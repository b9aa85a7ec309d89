// /admin/v1/staff: owners of every brand create staff members, change their roles and brands,
// and disable them (resets of a lost password or TOTP secret: staff-reset-routes.ts).

import { EmptyBodySchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { notFoundError } from '../../http/errors.js';
import { ok, routeSchema } from '../../http/schemas.js';
import { createStaff } from './accounts.js';
import { findStaff, listStaff, updateStaff, type StaffMember } from './repository.js';
import {
  BrandsSchema,
  CredentialsSchema,
  IdParams,
  RolesSchema,
  staffOnWire,
  StaffMemberSchema,
  StaffUsernameSchema,
} from './schemas.js';
import { everyBrandOwner, scopeOf } from './scope.js';
import { staffResetRoutes } from './staff-reset-routes.js';
import { endStaffSessions } from './sessions.js';

export const staffRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  await app.register(staffResetRoutes, { db });
  app.get(
    '/staff',
    {
      config: everyBrandOwner,
      schema: routeSchema('staff', Type.Array(StaffMemberSchema), {
        summary: 'Every staff member',
      }),
    },
    async () => ok((await listStaff(db)).map(staffOnWire)),
  );

  app.post(
    '/staff',
    {
      config: { ...everyBrandOwner, audit: 'staff.create' },
      schema: routeSchema('staff', CredentialsSchema, {
        summary: 'Create a staff member: answers a one-time password and the TOTP secret, once',
        description: 'A taken username is errorCode 3.',
        body: Type.Object(
          { username: StaffUsernameSchema, roles: RolesSchema, brands: BrandsSchema },
          { additionalProperties: false },
        ),
      }),
    },
    async (request) => {
      const { username, roles, brands } = request.body;
      const created = await createStaff(db, {
        username,
        roles,
        brandIds: await scopeOf(db, brands),
      });
      const member = staffOnWire(created.member);
      request.audit = { target: member.username, after: member };
      return ok({ ...created, member });
    },
  );

  app.post(
    '/staff/:id/access',
    {
      config: { ...everyBrandOwner, audit: 'staff.change-access' },
      schema: routeSchema('staff', StaffMemberSchema, {
        summary: "Change a staff member's roles and/or brands",
        params: IdParams,
        body: Type.Object(
          { roles: Type.Optional(RolesSchema), brands: Type.Optional(BrandsSchema) },
          { additionalProperties: false, minProperties: 1 },
        ),
      }),
    },
    async (request) => {
      const { roles, brands } = request.body;
      const brandIds = brands === undefined ? undefined : await scopeOf(db, brands);
      const change = { ...(roles && { roles }), ...(brandIds !== undefined && { brandIds }) };
      return ok(
        await changeMember(request, request.params.id, (client) =>
          updateStaff(client, request.params.id, change),
        ),
      );
    },
  );

  for (const [path, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/staff/:id/${path}`,
      {
        config: { ...everyBrandOwner, audit: `staff.${path}` },
        schema: routeSchema('staff', StaffMemberSchema, {
          summary: disabled
            ? 'Disable a staff member: their sessions end'
            : 'Enable a staff member again',
          params: IdParams,
          body: EmptyBodySchema,
        }),
      },
      async (request) => {
        const { id } = request.params;
        return ok(
          await changeMember(request, id, async (client) => {
            if (disabled) await endStaffSessions(client, id);
            return updateStaff(client, id, { disabled });
          }),
        );
      },
    );
  }

  /** Applies `change` in one transaction and records the member before and after it. */
  async function changeMember(
    request: Pick<FastifyRequest, 'audit'>,
    id: string,
    change: (client: pg.PoolClient) => Promise<StaffMember | null>,
  ) {
    const before = await findStaff(db, id);
    if (before === null) throw notFoundError(`No staff member ${id}`);
    const after = await withTransaction(db, change);
    if (after === null) throw notFoundError(`No staff member ${id}`);
    request.audit = {
      target: after.username,
      before: staffOnWire(before),
      after: staffOnWire(after),
    };
    return staffOnWire(after);
  }
};
