// /admin/v1/auth/*: a logged-in staff member reads who they are, changes their password and
// re-enrols TOTP. Open to every staff session, one-time passwords included.

import { EmptyBodySchema, PasswordSchema, SectionRolesSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import type { RateLimitSettings } from '../../config.js';
import { ok, routeSchema } from '../../http/schemas.js';
import { changeStaffPassword, requireStaffSession } from './accounts.js';
import { meOf, MeSchema, TotpCodeSchema } from './schemas.js';
import { sectionRoles } from './sections.js';
import { confirmTotp, enrolTotp } from './totp-enrolment.js';

const body = <T extends Parameters<typeof Type.Object>[0]>(fields: T) =>
  Type.Object(fields, { additionalProperties: false });
const session = { roles: 'staff-session' } as const;

export const staffAccountRoutes: FastifyPluginAsyncTypebox<{
  db: pg.Pool;
  rateLimits: RateLimitSettings;
}> = async (app, { db, rateLimits }) => {
  app.get(
    '/auth/me',
    {
      config: session,
      schema: routeSchema('staff', MeSchema, {
        summary: 'The logged-in staff member',
      }),
    },
    async ({ operator }) => ok(meOf(operator, requireStaffSession(operator).mustChangePassword)),
  );

  app.get(
    '/sections',
    {
      config: session,
      schema: routeSchema('staff', SectionRolesSchema, {
        summary: "The roles that open each back-office section: its pages' routes' roles",
      }),
    },
    async () => ok(sectionRoles(app.adminRoutes)),
  );

  app.post(
    '/auth/change-password',
    {
      config: { ...session, audit: 'auth.change-password' },
      schema: routeSchema('staff', MeSchema, {
        summary: "Change one's own password; ends one's other sessions",
        description:
          'A wrong currentPassword is errorCode 4 and counts toward the login lockout. Clears ' +
          'mustChangePassword.',
        body: body({
          currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
          newPassword: PasswordSchema,
        }),
      }),
    },
    async (request) => {
      const member = await changeStaffPassword(db, rateLimits, request.operator, request.body);
      request.audit = { target: member.username };
      return ok(meOf(request.operator, member.mustChangePassword));
    },
  );

  app.post(
    '/auth/totp/enrol',
    {
      config: { ...session, audit: 'auth.totp-enrol' },
      schema: routeSchema(
        'staff',
        Type.Object({
          secret: Type.String(),
          otpauthUri: Type.String(),
          qrDataUrl: Type.String(),
        }),
        {
          summary: 'Draw a new TOTP secret; it replaces the current one once confirmed',
          body: EmptyBodySchema,
        },
      ),
    },
    async (request) => {
      request.audit = { target: request.operator.name };
      return ok(await enrolTotp(db, request.operator));
    },
  );

  app.post(
    '/auth/totp/confirm',
    {
      config: { ...session, audit: 'auth.totp-confirm' },
      schema: routeSchema('staff', MeSchema, {
        summary: 'Confirm the enrolled secret with a code of it: it becomes the one in force',
        description: 'A wrong code is errorCode 4 and keeps the current secret.',
        body: body({ totp: TotpCodeSchema }),
      }),
    },
    async (request) => {
      const member = await confirmTotp(db, request.operator, request.body.totp);
      request.audit = { target: member.username };
      return ok(meOf(request.operator, member.mustChangePassword));
    },
  );
};
