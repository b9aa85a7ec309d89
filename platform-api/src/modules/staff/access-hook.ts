// The one gate of the admin API: every route declares the roles it needs, and every request is
// authenticated (an X-Operator-Key, else the staff session cookie) and checked against them.

import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

import type { Queryable } from '../../db/pool.js';
import type { AdminAccess, DeclaredAdminRoute, Operator } from '../../http/admin-access.js';
import { readCookie } from '../../http/cookies.js';
import { ApiError, ErrorCode, forbiddenError } from '../../http/errors.js';
import type { OperatorKeyCheck } from '../../http/operator-key.js';
import { useApiKey } from './api-keys.js';
import { resumeStaffSession, STAFF_SESSION_COOKIE } from './sessions.js';

export interface AdminAccessOptions {
  db: Queryable;
  operatorKeyCheck: OperatorKeyCheck;
  /** Filled with every route as it is declared. */
  declaredRoutes: DeclaredAdminRoute[];
}

/** Refuses, at start, a route that declares no roles, or a write that declares no audit action. */
export function checkRouteDeclarations(route: RouteOptions): DeclaredAdminRoute {
  const name = `${String(route.method)} ${route.url}`;
  const { roles, everyBrand, audit } = route.config ?? {};
  if (roles === undefined) throw new Error(`${name} declares no roles in its config`);
  const methods = [route.method].flat();
  if (methods.some((method) => !['GET', 'HEAD'].includes(method)) && audit === undefined) {
    throw new Error(`${name} writes but declares no audit action in its config`);
  }
  return { method: methods.join(','), url: route.url, roles, everyBrand: everyBrand === true };
}

/** Whether `operator` may call a route declaring `roles`: the reason it may not, else null. */
export function refusal(operator: Operator, access: AdminAccess, everyBrand = false) {
  if (access === 'public') return null;
  if (access === 'staff-session') {
    return operator.session === undefined ? 'Only a staff session can do this' : null;
  }
  if (operator.session?.mustChangePassword === true) {
    return 'Change your one-time password first (POST /admin/v1/auth/change-password)';
  }
  const allowed = operator.roles.some((role) => role === 'owner' || access.includes(role));
  if (!allowed) return `This needs the role ${access.join(' or ')}`;
  if (everyBrand && operator.brandIds !== null) return 'This needs a scope of every brand';
  return null;
}

/** Tells OpenAPI readers how to authenticate and which roles the route needs. */
function documentAccess(route: RouteOptions, { roles, everyBrand }: DeclaredAdminRoute) {
  if (roles === 'public') return;
  const schema = (route.schema ??= {});
  schema.security = [{ operatorKey: [] }, { staffSession: [] }];
  const access =
    roles === 'staff-session'
      ? 'any staff session (a one-time password included)'
      : `the role ${roles.join(' or ')} (owner passes every role check)` +
        (everyBrand ? ', with a scope of every brand' : '');
  schema.description = [schema.description, `**Access:** ${access}.`]
    .filter((part) => part !== undefined)
    .join('\n\n');
}

export function installAdminAccess(app: FastifyInstance, options: AdminAccessOptions): void {
  app.decorateRequest('operator');
  app.decorateRequest('audit');
  app.addHook('onRoute', (route) => {
    const declared = checkRouteDeclarations(route);
    documentAccess(route, declared);
    options.declaredRoutes.push(declared);
  });
  // Who calls is settled before anything else, so wrong keys are counted whatever the body.
  app.addHook('onRequest', async (request) => {
    request.audit = {};
    if (request.routeOptions.config.roles === 'public') return;
    request.operator = await authenticate(request, options);
  });
  // What they may do is checked once the input is valid: a bad body is 400 whoever sends it.
  // An unknown path has no declared roles: it answers 404 to an authenticated caller.
  app.addHook('preHandler', async (request) => {
    const { roles, everyBrand } = request.routeOptions.config;
    const reason = roles === undefined ? null : refusal(request.operator, roles, everyBrand);
    if (reason !== null) throw forbiddenError(reason);
  });
}

async function authenticate(
  request: FastifyRequest,
  { db, operatorKeyCheck }: AdminAccessOptions,
): Promise<Operator> {
  const sessionToken = readCookie(request.headers.cookie, STAFF_SESSION_COOKIE);
  if (sessionToken === null || request.headers['x-operator-key'] !== undefined) {
    return operatorKeyCheck.check(request, (keyHash) => useApiKey(db, keyHash));
  }
  const operator = await resumeStaffSession(db, sessionToken);
  if (operator === null) {
    throw new ApiError(ErrorCode.operatorAuthentication, 'Your session has ended: log in again');
  }
  return operator;
}
