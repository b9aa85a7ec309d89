// Business rules of player accounts: register, log in, log out, edit the profile.

import assert from 'node:assert/strict';

import type { PasswordChanged } from '@croupier/contracts';
import type pg from 'pg';

import type { RateLimitSettings } from '../../config.js';
import { uniqueViolation, withTransaction, type Queryable } from '../../db/pool.js';
import { ApiError, badRequestError, ErrorCode } from '../../http/errors.js';
import { findExclusionOfPerson, isSamePerson } from '../../identity/persons.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { sha256 } from '../../security/tokens.js';
import { findBrand } from '../brand/index.js';
import { isBankOfCurrency, isFiatCurrency } from '../catalog/index.js';
import { addRegisteredBankAccount } from '../payment-accounts/index.js';
import { isSessionToken } from '../session/index.js';
import { LOGIN_TOKEN_TTL_MS, newLoginToken } from './login-token.js';
import {
  hasPartialBankAccount,
  missingRegistrationFields,
  type ContactFields,
} from './player-fields.js';
import { newReferralCode } from './referral-code.js';
import {
  clearLoginFailures,
  countRecentLoginFailures,
  deleteLoginSession,
  deleteOtherLoginSessions,
  findPasswordHash,
  findPlayerIdByReferralCode,
  insertLoginSession,
  type LoginOrigin,
  insertPlayer,
  lockPasswordHash,
  recordLoginFailure,
  tryLockLoginAttempts,
  updatePasswordHash,
  type Player,
} from './repository.js';

// A fresh referral code collides with odds of about one in 10^12 per existing player.
const REFERRAL_CODE_ATTEMPTS = 3;

export interface Registration extends ContactFields {
  brandId: string;
  username: string;
  password: string;
  currency: string;
  referralCode?: string;
  /** YYYY-MM-DD. */
  dateOfBirth?: string;
}

/** Unless the brand's registerSetting says otherwise, players are adults from 18. */
const DEFAULT_MINIMUM_AGE = 18;

/**
 * Creates the player and logs it in; answers the login token, and whether the site should offer
 * the new player to set a deposit limit. `fingerprintHash`: the device registering, the hash of
 * its session token's fingerprint.
 */
export async function registerPlayer(
  pool: pg.Pool,
  registration: Registration,
  fingerprintHash: Buffer | null = null,
  origin: LoginOrigin = UNKNOWN_ORIGIN,
): Promise<{ playerToken: string; promptDepositLimit: boolean }> {
  const username = registration.username.toLowerCase();
  // A login token starting with `sessiontoken` would be taken for a session token.
  if (isSessionToken(username)) throw badRequestError('This username is not allowed');
  const brand = await findBrand(pool, registration.brandId);
  if (brand === null) throw badRequestError(`Unknown brandId ${registration.brandId}`);

  const { registerSetting } = brand.config.authSetting;
  const missing = missingRegistrationFields(registerSetting, registration);
  if (missing.length > 0) throw badRequestError(`Missing required fields: ${missing.join(', ')}`);
  const minimumAge = registerSetting.minimumAge ?? DEFAULT_MINIMUM_AGE;
  if (
    registration.dateOfBirth !== undefined &&
    ageInYears(registration.dateOfBirth, new Date()) < minimumAge
  ) {
    throw badRequestError(`You must be at least ${minimumAge} years old to register`);
  }
  if (!(await isFiatCurrency(pool, registration.currency))) {
    throw badRequestError(`Unknown fiat currency ${registration.currency}`);
  }
  await checkContactFields(pool, registration, registration.currency);
  // One account per person: an excluded person opens no other account while it lasts.
  const exclusion = await findExclusionOfPerson(pool, brand.id, registration);
  if (exclusion !== null) {
    throw new ApiError(
      ErrorCode.playerExcluded,
      `${exclusion.message}: no new account can be opened`,
    );
  }
  const referredBy = await referrerOf(pool, brand.id, registration, fingerprintHash);
  const passwordHash = await hashPassword(registration.password);

  for (let attempt = 1; ; attempt++) {
    try {
      const playerToken = await withTransaction(pool, async (client) => {
        const player = await insertPlayer(client, {
          brandId: brand.id,
          username,
          passwordHash,
          email: registration.email,
          phoneNumber: registration.phoneNumber,
          currency: registration.currency,
          dateOfBirth: registration.dateOfBirth ?? null,
          referralCode: newReferralCode(),
          referredBy,
          registrationFingerprintHash: fingerprintHash,
        });
        await addRegisteredBankAccount(
          client,
          player.id,
          brand.config.paymentAccountSettings,
          registration,
        );
        return startLoginSession(client, player.id, player.username, origin);
      });
      return { playerToken, promptDepositLimit: registerSetting.promptDepositLimit ?? false };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'players_brand_username_key') {
        throw new ApiError(ErrorCode.usernameTaken, 'This username is already taken');
      }
      throwIfContactTaken(constraint);
      if (constraint !== 'players_referral_code_key' || attempt === REFERRAL_CODE_ATTEMPTS) {
        throw error;
      }
    }
  }
}

/**
 * The player whose referral code the registration gives, unless it is the registering person's
 * own (the same email, phone number, device or verified identity): nobody earns commission on
 * their own deposits. A code of no player of the brand is refused (errorCode 18): the person meant
 * someone, and registering them unreferred would lose that.
 */
async function referrerOf(
  db: Queryable,
  brandId: string,
  registration: Registration,
  fingerprintHash: Buffer | null,
): Promise<string | null> {
  if (!registration.referralCode) return null;
  const referrerId = await findPlayerIdByReferralCode(
    db,
    brandId,
    registration.referralCode.toUpperCase(),
  );
  if (referrerId === null) {
    throw new ApiError(
      ErrorCode.referralCodeUnknown,
      'This referral code is not valid. Check it, or register without a code',
    );
  }
  const selfReferral = await isSamePerson(db, referrerId, {
    ...registration,
    fullName: registration.bankAccountName,
    fingerprintHash,
  });
  return selfReferral ? null : referrerId;
}

/** One account per email and per phone number on a brand: errorCode 17 for a taken one. */
export function throwIfContactTaken(constraint: string | null): void {
  if (constraint === 'players_brand_email_key') {
    throw new ApiError(ErrorCode.contactTaken, 'This email already has an account on this brand');
  }
  if (constraint === 'players_brand_phone_key') {
    throw new ApiError(
      ErrorCode.contactTaken,
      'This phone number already has an account on this brand',
    );
  }
}

/** Whole years from `dateOfBirth` (YYYY-MM-DD) to `today`, by the UTC calendar. */
export function ageInYears(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const hadBirthday =
    today.getUTCMonth() + 1 > month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

export interface Credentials {
  brandId: string;
  username: string;
  password: string;
}

export type LoginLimits = Pick<RateLimitSettings, 'loginMaxFailures' | 'loginFailureWindowMinutes'>;

export type PasswordAttempt = 'busy' | 'locked' | 'wrong' | 'right';

/**
 * One password attempt on a brand's username, inside the caller's transaction. Failures are
 * counted per brand and username in PostgreSQL, so the limit holds across API processes and
 * across calls that take a password (login, password change); one attempt per username runs at a
 * time (an advisory lock) and concurrent ones are refused, so no guess slips past the count.
 */
export async function attemptPassword(
  client: Queryable,
  limits: LoginLimits,
  { brandId, username }: { brandId: string; username: string },
  passwordMatches: () => Promise<boolean>,
): Promise<PasswordAttempt> {
  const windowMinutes = limits.loginFailureWindowMinutes;
  if (!(await tryLockLoginAttempts(client, brandId, username))) return 'busy';
  const failures = await countRecentLoginFailures(client, brandId, username, windowMinutes);
  if (failures >= limits.loginMaxFailures) return 'locked';
  if (!(await passwordMatches())) {
    await recordLoginFailure(client, brandId, username, windowMinutes);
    return 'wrong';
  }
  await clearLoginFailures(client, brandId, username);
  return 'right';
}

/** The error of an attempt refused before its password was checked. */
export function refusedAttemptError(attempt: 'busy' | 'locked', limits: LoginLimits): ApiError {
  return attempt === 'busy'
    ? new ApiError(
        ErrorCode.tooManyAttempts,
        'Another password attempt for this username is in progress; try again',
        { reason: 'tooManyAttempts', params: { minutes: 1 } },
      )
    : new ApiError(
        ErrorCode.tooManyAttempts,
        `Too many failed password attempts for this username; try again within ${limits.loginFailureWindowMinutes} minutes`,
        { reason: 'tooManyAttempts', params: { minutes: limits.loginFailureWindowMinutes } },
      );
}

/** Checks the password and returns a new login token. */
export async function logIn(
  pool: pg.Pool,
  limits: LoginLimits,
  credentials: Credentials,
  origin: LoginOrigin = UNKNOWN_ORIGIN,
): Promise<string> {
  const { brandId, password } = credentials;
  const username = credentials.username.toLowerCase();
  const outcome = await withTransaction(pool, async (client) => {
    const stored = await findPasswordHash(client, brandId, username);
    const attempt = await attemptPassword(
      client,
      limits,
      { brandId, username },
      // An unknown username is checked against a placeholder: as slow, and always wrong.
      () => verifyPassword(stored?.passwordHash ?? null, password),
    );
    if (attempt !== 'right') return { attempt } as const;
    assert.ok(stored !== null);
    return {
      attempt,
      loginToken: await startLoginSession(client, stored.playerId, username, origin),
    };
  });
  switch (outcome.attempt) {
    case 'busy':
    case 'locked':
      throw refusedAttemptError(outcome.attempt, limits);
    case 'wrong':
      throw new ApiError(ErrorCode.invalidCredentials, 'Invalid username or password', {
        reason: 'invalidCredentials',
        params: {},
      });
    case 'right':
      return outcome.loginToken;
  }
}

/** Ends the login session of `loginToken`; false if there was none. */
export async function logOut(db: Queryable, loginToken: string): Promise<boolean> {
  return deleteLoginSession(db, sha256(loginToken));
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * Sets a new password and ends the player's other login sessions, keeping the caller's, in one
 * transaction. A wrong current password is errorCode 4, changes nothing, and counts toward the
 * lockout of the player's logins.
 */
export async function changePassword(
  pool: pg.Pool,
  limits: LoginLimits,
  player: Player,
  loginToken: string,
  { currentPassword, newPassword }: PasswordChange,
): Promise<PasswordChanged> {
  const newHash = await hashPassword(newPassword);
  const outcome = await withTransaction(pool, async (client) => {
    const attempt = await attemptPassword(client, limits, player, async () =>
      // The row lock makes concurrent changes take turns, each checking the password it replaces.
      verifyPassword(await lockPasswordHash(client, player.id), currentPassword),
    );
    if (attempt !== 'right') return { attempt } as const;
    await updatePasswordHash(client, player.id, newHash);
    const endedSessions = await deleteOtherLoginSessions(client, player.id, sha256(loginToken));
    return { attempt, endedSessions } as const;
  });
  switch (outcome.attempt) {
    case 'busy':
    case 'locked':
      throw refusedAttemptError(outcome.attempt, limits);
    case 'wrong':
      throw new ApiError(ErrorCode.invalidCredentials, 'The current password is wrong');
    case 'right':
      return { endedSessions: outcome.endedSessions };
  }
}

/** Rules between contact fields: a whole bank account, at a bank of the player's currency. */
export async function checkContactFields(db: Queryable, fields: ContactFields, currency: string) {
  if (hasPartialBankAccount(fields)) {
    throw badRequestError('bankName, bankAccountName and bankAccountNumber go together');
  }
  if (fields.bankName !== undefined && !(await isBankOfCurrency(db, fields.bankName, currency))) {
    throw badRequestError(`${fields.bankName} is not a bank for ${currency}`);
  }
}

/** A login whose request is not at hand (a test, the CLI) comes from nowhere known. */
export const UNKNOWN_ORIGIN: LoginOrigin = { ip: null, userAgent: null, country: null };

export async function startLoginSession(
  db: Queryable,
  playerId: string,
  username: string,
  origin: LoginOrigin = UNKNOWN_ORIGIN,
): Promise<string> {
  const loginToken = newLoginToken(username);
  await insertLoginSession(db, {
    tokenHash: sha256(loginToken),
    playerId,
    ttlMs: LOGIN_TOKEN_TTL_MS,
    origin,
  });
  return loginToken;
}
