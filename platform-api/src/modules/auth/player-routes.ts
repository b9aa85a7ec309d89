import assert from 'node:assert/strict';

import {
  ChangePasswordRequestSchema,
  EditProfileRequestSchema,
  EmptyBodySchema,
  PasswordChangedSchema,
  UserDataSchema,
  VerifiedLoginSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import type { RateLimitSettings } from '../../config.js';
import { ok, playerCall } from '../../http/schemas.js';
import { changePassword } from './accounts.js';
import { editProfile } from './edit-profile.js';
import { requirePlayerOnEveryRoute } from './require-player.js';
import { loadUserData, toUserData } from './user-data.js';

export interface PlayerRoutesOptions {
  db: pg.Pool;
  rateLimits: RateLimitSettings;
}

/** The logged-in player's own account: `me`, profile, password, login token check. */
export const playerRoutes: FastifyPluginAsyncTypebox<PlayerRoutesOptions> = async (
  app,
  { db, rateLimits },
) => {
  requirePlayerOnEveryRoute(app, db);
  const perIpLimit = { rateLimit: { max: rateLimits.authPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/me',
    playerCall('auth', UserDataSchema, {
      summary: 'The logged-in player',
      body: EmptyBodySchema,
    }),
    async (request) => ok(await loadUserData(db, request.player)),
  );

  app.post(
    '/edit-profile',
    playerCall('auth', UserDataSchema, {
      summary: "Change the logged-in player's contact fields and payout account",
      description:
        'Absent fields keep their value. The three bank fields go together; bankName is a ' +
        "bank payment channel of the player's currency. They are the payout account (the " +
        "player's payment account, paymentAccount/get): a player without one gets it; changing " +
        "it is refused with errorCode 11 (reason payoutAccountLocked) where the brand's " +
        'paymentAccountSettings.updateAccount is off, and elsewhere needs currentPassword ' +
        '(errorCode 2, reason passwordRequired, when absent; errorCode 4, reason wrongPassword, ' +
        'when wrong, counting toward the login lockout) and is audited. A refusal changes nothing.',
      body: EditProfileRequestSchema,
    }),
    async (request) => {
      const edited = await editProfile(
        db,
        rateLimits,
        { player: request.player, ip: request.ip },
        request.body,
      );
      return ok(toUserData(edited.player, edited.payoutAccount));
    },
  );

  app.post(
    '/change-password',
    {
      config: perIpLimit,
      ...playerCall('auth', PasswordChangedSchema, {
        summary: "Change the logged-in player's password; ends its other login sessions",
        description:
          'The login token in Authorization stays valid; every other login session of the ' +
          'player ends. errorCode 4 when currentPassword is wrong (nothing changes); wrong ' +
          'ones count toward the lockout of logins, and errorCode 5 answers while it holds.',
        body: ChangePasswordRequestSchema,
      }),
    },
    async (request) => {
      const loginToken = request.headers.authorization;
      assert.ok(loginToken !== undefined);
      return ok(await changePassword(db, rateLimits, request.player, loginToken, request.body));
    },
  );

  app.post(
    '/auth/verifyLoginToken',
    playerCall('auth', VerifiedLoginSchema, {
      summary: 'The player behind the login token in Authorization',
      body: EmptyBodySchema,
    }),
    async (request) => {
      return ok({ userData: await loadUserData(db, request.player) });
    },
  );
};
