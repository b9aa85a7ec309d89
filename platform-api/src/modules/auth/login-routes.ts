import {
  EmptyBodySchema,
  LoginAnswerSchema,
  LoginRequestSchema,
  PlayerTokenSchema,
  RegisterRequestSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';

import type { RateLimitSettings } from '../../config.js';
import { authenticationError, badRequestError } from '../../http/errors.js';
import { ok, playerCall, requiresAuthorization, responses } from '../../http/schemas.js';
import { logIn, logOut, registerPlayer } from './accounts.js';
import type { LoginOrigin } from './repository.js';
import { hasLiveToken, requireSessionOfBrand } from './authenticate.js';
import { recordFailedLogin } from '../compliance/index.js';

const USER_AGENT_MAX_LENGTH = 512;

/**
 * The country a trusted proxy names (Cloudflare's CF-IPCountry): two letters of ISO 3166-1; its
 * XX (unknown) and T1 (Tor) are no country.
 */
function proxyCountryOf(request: FastifyRequest): string | null {
  const header = request.headers['cf-ipcountry'];
  return typeof header === 'string' && /^[A-Z]{2}$/.test(header) && header !== 'XX' ? header : null;
}

/**
 * Whether the request came through a proxy TRUST_PROXY names: Fastify then lists the client's
 * address after the proxy's in `ips`. A client that reaches the API itself cannot name a country.
 */
const viaTrustedProxy = (request: FastifyRequest) => (request.ips?.length ?? 0) > 1;

/**
 * The caller's address (behind a trusted proxy, the client's), browser and, only behind a trusted
 * proxy, country, as the request tells.
 */
const loginOriginOf = (request: FastifyRequest): LoginOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) || null,
  country: viaTrustedProxy(request) ? proxyCountryOf(request) : null,
});

export interface LoginRoutesOptions {
  db: pg.Pool;
  rateLimits: RateLimitSettings;
}

/** Registering, logging in and out, and checking a token: calls made before a player is known. */
export const loginRoutes: FastifyPluginAsyncTypebox<LoginRoutesOptions> = async (
  app,
  { db, rateLimits },
) => {
  const perIpLimit = { rateLimit: { max: rateLimits.authPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/login3',
    {
      config: perIpLimit,
      onSend: recordFailedLogin(db, 'player'),
      schema: {
        tags: ['auth'],
        summary: 'Log in with a session token of the brand; answers the login token',
        description:
          'Authorization: a live session token of `brandId`. Answers `playerToken` at the top ' +
          'level (not under data). errorCode 4 for a wrong username or password, 5 after too ' +
          'many failed logins of the username or too many calls from the IP.',
        security: requiresAuthorization,
        body: LoginRequestSchema,
        response: responses(LoginAnswerSchema),
      },
    },
    async (request) => {
      await requireSessionOfBrand(db, request.headers.authorization, request.body.brandId);
      const playerToken = await logIn(db, rateLimits, request.body, loginOriginOf(request));
      return { errorCode: 0 as const, playerToken };
    },
  );

  app.post(
    '/register3',
    {
      config: perIpLimit,
      ...playerCall('auth', PlayerTokenSchema, {
        summary: 'Register a player and log it in',
        description:
          "Authorization: a live session token of `brandId`. The brand's " +
          'authSetting.registerSetting decides which of email (useEmail), phoneNumber ' +
          '(usePhoneNumber) and bankName + bankAccountName + bankAccountNumber (useBank) are ' +
          'required. bankName is a bank payment channel of the chosen currency. With ' +
          'requireDateOfBirth, dateOfBirth is required; a player younger than minimumAge ' +
          '(default 18) is refused (errorCode 2). A referralCode of no player of the brand is ' +
          "refused (errorCode 18); one of the registering person's own account (same email, " +
          'phone, device or verified identity) is ignored. errorCode 3 when the username is ' +
          'taken, 17 when the email or phone number already has an account on the brand, 41 when ' +
          'the person is timed out or self-excluded on this brand (or on any brand, for all brands).',
        body: RegisterRequestSchema,
      }),
    },
    async (request) => {
      const { confirmPassword, ...registration } = request.body;
      const session = await requireSessionOfBrand(
        db,
        request.headers.authorization,
        registration.brandId,
      );
      if (confirmPassword !== undefined && confirmPassword !== registration.password) {
        throw badRequestError('confirmPassword does not match password');
      }
      return ok(
        await registerPlayer(db, registration, session.fingerprintHash, loginOriginOf(request)),
      );
    },
  );

  app.post(
    '/logout',
    playerCall('auth', Type.Null(), {
      summary: 'End the login session of the login token in Authorization',
      body: EmptyBodySchema,
    }),
    async (request) => {
      const token = request.headers.authorization;
      if (!token || !(await logOut(db, token))) throw authenticationError();
      return ok(null);
    },
  );

  app.post(
    '/auth/checkSession',
    playerCall('auth', Type.Boolean(), {
      summary: 'Whether Authorization holds a live login token or session token',
      body: EmptyBodySchema,
    }),
    async (request) => ok(await hasLiveToken(db, request.headers.authorization)),
  );
};
