import assert from 'node:assert/strict';

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import type { RateLimitSettings } from '../../config.js';
import { authenticationError, badRequestError } from '../../http/errors.js';
import {
  BrandIdSchema,
  EmptyBodySchema,
  Envelope,
  ok,
  requiresAuthorization,
  responses,
} from '../../http/schemas.js';
import { changePassword, editProfile, logIn, logOut, registerPlayer } from './accounts.js';
import { authenticatePlayer, hasLiveToken, requireSessionOfBrand } from './authenticate.js';
import { toUserData, UserDataSchema } from './user-data.js';

export interface AuthRoutesOptions {
  db: pg.Pool;
  rateLimits: RateLimitSettings;
}

const Username = Type.String({
  pattern: '^[a-zA-Z0-9_]{4,20}$',
  description: '4–20 letters, digits or _; case-insensitive',
});
const Password = Type.String({
  minLength: 8,
  maxLength: 64,
  pattern: '^(?=.*[A-Za-z])(?=.*[0-9])',
  description: '8–64 characters with at least one letter and one digit',
});
const ContactFieldSchemas = {
  email: Type.Optional(Type.String({ maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' })),
  phoneNumber: Type.Optional(Type.String({ pattern: '^\\+?[0-9]{8,15}$' })),
  bankName: Type.Optional(
    Type.String({ minLength: 1, maxLength: 32, description: 'Code of a bank payment channel' }),
  ),
  bankAccountName: Type.Optional(
    Type.String({ minLength: 2, maxLength: 60, pattern: '^\\S(.*\\S)?$' }),
  ),
  bankAccountNumber: Type.Optional(Type.String({ pattern: '^[0-9]{6,20}$' })),
};

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (
  app,
  { db, rateLimits },
) => {
  const perIpLimit = { rateLimit: { max: rateLimits.authPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/login3',
    {
      config: perIpLimit,
      schema: {
        tags: ['auth'],
        summary: 'Log in with a session token of the brand; answers the login token',
        description:
          'Authorization: a live session token of `brandId`. Answers `playerToken` at the top ' +
          'level (not under data). errorCode 4 for a wrong username or password, 5 after too ' +
          'many failed logins of the username or too many calls from the IP.',
        security: requiresAuthorization,
        body: Type.Object(
          {
            brandId: BrandIdSchema,
            username: Type.String({ minLength: 1, maxLength: 64 }),
            password: Type.String({ minLength: 1, maxLength: 256 }),
          },
          { additionalProperties: false },
        ),
        response: responses(
          Type.Object({ errorCode: Type.Literal(0), playerToken: Type.String() }),
        ),
      },
    },
    async (request) => {
      await requireSessionOfBrand(db, request.headers.authorization, request.body.brandId);
      const playerToken = await logIn(db, rateLimits, request.body);
      return { errorCode: 0 as const, playerToken };
    },
  );

  app.post(
    '/register3',
    {
      config: perIpLimit,
      schema: {
        tags: ['auth'],
        summary: 'Register a player and log it in',
        description:
          "Authorization: a live session token of `brandId`. The brand's " +
          'authSetting.registerSetting decides which of email (useEmail), phoneNumber ' +
          '(usePhoneNumber) and bankName + bankAccountName + bankAccountNumber (useBank) are ' +
          'required. bankName is a bank payment channel of the chosen currency. An unknown ' +
          'referralCode is ignored. errorCode 3 when the username is taken.',
        security: requiresAuthorization,
        body: Type.Object(
          {
            brandId: BrandIdSchema,
            username: Username,
            password: Password,
            confirmPassword: Type.Optional(
              Type.String({ description: 'When given, must equal password' }),
            ),
            currency: Type.String({
              pattern: '^[A-Z]{3,10}$',
              default: 'IDR',
              description: 'A fiat currency code',
            }),
            ...ContactFieldSchemas,
            referralCode: Type.Optional(Type.String({ maxLength: 32 })),
          },
          { additionalProperties: false },
        ),
        response: responses(Envelope(Type.Object({ playerToken: Type.String() }))),
      },
    },
    async (request) => {
      const { confirmPassword, ...registration } = request.body;
      await requireSessionOfBrand(db, request.headers.authorization, registration.brandId);
      if (confirmPassword !== undefined && confirmPassword !== registration.password) {
        throw badRequestError('confirmPassword does not match password');
      }
      return ok({ playerToken: await registerPlayer(db, registration) });
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the login session of the login token in Authorization',
        security: requiresAuthorization,
        body: EmptyBodySchema,
        response: responses(Envelope(Type.Null())),
      },
    },
    async (request) => {
      const token = request.headers.authorization;
      if (!token || !(await logOut(db, token))) throw authenticationError();
      return ok(null);
    },
  );

  app.post(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The logged-in player',
        security: requiresAuthorization,
        body: EmptyBodySchema,
        response: responses(Envelope(UserDataSchema)),
      },
    },
    async (request) => ok(toUserData(await authenticatePlayer(db, request.headers.authorization))),
  );

  app.post(
    '/edit-profile',
    {
      schema: {
        tags: ['auth'],
        summary: "Change the logged-in player's contact and bank fields",
        description:
          'Absent fields keep their value. The three bank fields go together; bankName is a ' +
          "bank payment channel of the player's currency.",
        security: requiresAuthorization,
        body: Type.Object(ContactFieldSchemas, { additionalProperties: false }),
        response: responses(Envelope(UserDataSchema)),
      },
    },
    async (request) => {
      const player = await authenticatePlayer(db, request.headers.authorization);
      return ok(toUserData(await editProfile(db, player, request.body)));
    },
  );

  app.post(
    '/change-password',
    {
      config: perIpLimit,
      schema: {
        tags: ['auth'],
        summary: "Change the logged-in player's password; ends its other login sessions",
        description:
          'The login token in Authorization stays valid; every other login session of the ' +
          'player ends. errorCode 4 when currentPassword is wrong (nothing changes); wrong ' +
          'ones count toward the lockout of logins, and errorCode 5 answers while it holds.',
        security: requiresAuthorization,
        body: Type.Object(
          {
            currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
            newPassword: Password,
          },
          { additionalProperties: false },
        ),
        response: responses(Envelope(Type.Object({ endedSessions: Type.Integer({ minimum: 0 }) }))),
      },
    },
    async (request) => {
      const loginToken = request.headers.authorization;
      const player = await authenticatePlayer(db, loginToken);
      assert.ok(loginToken !== undefined);
      return ok(await changePassword(db, rateLimits, player, loginToken, request.body));
    },
  );

  app.post(
    '/auth/verifyLoginToken',
    {
      schema: {
        tags: ['auth'],
        summary: 'The player behind the login token in Authorization',
        security: requiresAuthorization,
        body: EmptyBodySchema,
        response: responses(Envelope(Type.Object({ userData: UserDataSchema }))),
      },
    },
    async (request) => {
      const player = await authenticatePlayer(db, request.headers.authorization);
      return ok({ userData: toUserData(player) });
    },
  );

  app.post(
    '/auth/checkSession',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether Authorization holds a live login token or session token',
        security: requiresAuthorization,
        body: EmptyBodySchema,
        response: responses(Envelope(Type.Boolean())),
      },
    },
    async (request) => ok(await hasLiveToken(db, request.headers.authorization)),
  );
};
