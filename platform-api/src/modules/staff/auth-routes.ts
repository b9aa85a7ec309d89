// /admin/v1/auth/login and logout: staff log in with password and TOTP code into a session
// cookie, and log out here or everywhere. Their own account's routes are in account-routes.ts,
// the realtime socket's tickets in socket-ticket-routes.ts.

import { EmptyBodySchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';

import type { RateLimitSettings } from '../../config.js';
import { sessionCookie } from '../../http/cookies.js';
import { ApiError, ErrorCode } from '../../http/errors.js';
import { ok, routeSchema } from '../../http/schemas.js';
import { auditRequest } from '../audit/index.js';
import { recordFailedLogin } from '../compliance/index.js';
import { requireStaffSession } from './accounts.js';
import { staffAccountRoutes } from './account-routes.js';
import { logInStaff } from './login.js';
import { meOf, MeSchema } from './schemas.js';
import { staffSocketTicketRoutes } from './socket-ticket-routes.js';
import {
  endStaffSession,
  endStaffSessions,
  SESSION_LIFETIME_SECONDS,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_COOKIE_PATH,
} from './sessions.js';

export interface AuthRoutesOptions {
  db: pg.Pool;
  rateLimits: RateLimitSettings;
  /** Secure cookies: on in production, where the back office is served over HTTPS. */
  secureCookies: boolean;
}

const session = { roles: 'staff-session' } as const;

export const staffAuthRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (
  app,
  { db, rateLimits, secureCookies },
) => {
  await app.register(staffAccountRoutes, { db, rateLimits });
  await app.register(staffSocketTicketRoutes, { db });
  const setCookie = (reply: FastifyReply, token: string, maxAgeSeconds: number) =>
    reply.header(
      'set-cookie',
      sessionCookie(STAFF_SESSION_COOKIE, token, {
        path: STAFF_SESSION_COOKIE_PATH,
        maxAgeSeconds,
        secure: secureCookies,
      }),
    );

  app.post(
    '/auth/login',
    {
      onSend: recordFailedLogin(db, 'staff'),
      config: {
        roles: 'public',
        audit: 'auth.login',
        rateLimit: { max: rateLimits.authPerMinute, timeWindow: '1 minute' },
      },
      schema: routeSchema('staff', MeSchema, {
        summary: 'Log in with password and TOTP code: sets the session cookie',
        description:
          'A wrong username, password or code is errorCode 4 with one message; the right ' +
          'password with a code already used is errorCode 32; errorCode 5 once ' +
          'the username failed too often (locked for LOGIN_FAILURE_WINDOW_MINUTES). The ' +
          'cookie is HttpOnly, SameSite=Strict, Path=/admin; the session ends after 30 idle ' +
          'minutes or 12 hours. mustChangePassword: only auth/* answers until it is changed.',
        body: Type.Object(
          {
            username: Type.String({ minLength: 1, maxLength: 64 }),
            password: Type.String({ minLength: 1, maxLength: 256 }),
            totp: Type.String({ maxLength: 16 }),
          },
          { additionalProperties: false },
        ),
      }),
    },
    async (request, reply) => {
      const login = await logInStaff(db, rateLimits, request.body);
      const target = request.body.username.toLowerCase();
      if (login.outcome !== 'accepted') {
        await auditRequest(db, request, `auth.login-${login.outcome}`, { target });
        throw loginRefusal(login.outcome, rateLimits.loginFailureWindowMinutes);
      }
      const { member, sessionToken } = login;
      request.audit = { actor: { kind: 'staff', name: member.username }, target };
      setCookie(reply, sessionToken, SESSION_LIFETIME_SECONDS);
      const operator = { kind: 'staff' as const, name: member.username, ...member };
      return ok(meOf(operator, member.mustChangePassword));
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { ...session, audit: 'auth.logout' },
      schema: routeSchema('staff', Type.Object({}), {
        summary: 'End this session',
        body: EmptyBodySchema,
      }),
    },
    async (request, reply) => {
      await endStaffSession(db, requireStaffSession(request.operator).tokenHash);
      request.audit = { target: request.operator.name };
      setCookie(reply, '', 0);
      return ok({});
    },
  );

  app.post(
    '/auth/logout-everywhere',
    {
      config: { ...session, audit: 'auth.logout-everywhere' },
      schema: routeSchema('staff', Type.Object({ endedSessions: Type.Integer() }), {
        summary: "End every session of one's account, this one included",
        body: EmptyBodySchema,
      }),
    },
    async (request, reply) => {
      const { staffId } = requireStaffSession(request.operator);
      const endedSessions = await endStaffSessions(db, staffId);
      request.audit = { target: request.operator.name, after: { endedSessions } };
      setCookie(reply, '', 0);
      return ok({ endedSessions });
    },
  );
};

function loginRefusal(outcome: 'locked' | 'refused' | 'code-used', windowMinutes: number) {
  if (outcome === 'locked') {
    return new ApiError(
      ErrorCode.tooManyAttempts,
      `Too many failed logins for this username; try again within ${windowMinutes} minutes`,
    );
  }
  return outcome === 'code-used'
    ? new ApiError(ErrorCode.totpCodeUsed, 'This code was already used; wait for the next one')
    : new ApiError(ErrorCode.invalidCredentials, 'Wrong username, password or code');
}
