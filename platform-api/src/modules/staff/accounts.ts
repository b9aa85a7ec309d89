// Staff accounts: created by an owner (or the CLI) with a password and a TOTP secret shown once,
// then kept by their holder: password changes and TOTP re-enrolment (docs/api.md#admin-api).

import { PasswordSchema } from '@croupier/contracts';
import { randomBytes } from 'node:crypto';

import { Value } from '@sinclair/typebox/value';
import type pg from 'pg';

import { withTransaction, type Queryable } from '../../db/pool.js';
import type { Operator, StaffRole } from '../../http/admin-access.js';
import { ApiError, badRequestError, ErrorCode, notFoundError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { isLocked, recordFailure, type LoginLimits } from './login.js';
import { insertStaff, lockStaffCredentials, updateStaff, type StaffMember } from './repository.js';
import { StaffUsernameSchema } from './schemas.js';
import { endStaffSessions } from './sessions.js';
import { newTotpSecret, totpUri } from './totp.js';

export interface NewStaff {
  username: string;
  roles: readonly StaffRole[];
  brandIds: readonly string[] | null;
  /** Omitted: a one-time password is generated, to be changed at the first login. */
  password?: string;
}

/** What the creator passes on to the new staff member; shown once. */
export interface StaffCredentialsShown {
  member: StaffMember;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

/** 20 random characters, with the letter and digit the password policy asks for. */
export function oneTimePassword(): string {
  for (;;) {
    const password = randomBytes(15).toString('base64url');
    if (/[A-Za-z]/.test(password) && /[0-9]/.test(password)) return password;
  }
}

/** Refuses a username or a chosen password the API's schemas would refuse (errorCode 2). */
export async function createStaff(db: Queryable, staff: NewStaff): Promise<StaffCredentialsShown> {
  if (!Value.Check(StaffUsernameSchema, staff.username)) {
    throw badRequestError(`username: ${StaffUsernameSchema.description}`);
  }
  if (staff.password !== undefined && !Value.Check(PasswordSchema, staff.password)) {
    throw badRequestError(`password: ${PasswordSchema.description}`);
  }
  const password = staff.password ?? oneTimePassword();
  const totpSecret = newTotpSecret();
  const member = await insertStaff(db, {
    username: staff.username,
    passwordHash: await hashPassword(password),
    mustChangePassword: staff.password === undefined,
    totpSecret,
    roles: staff.roles,
    brandIds: staff.brandIds,
  });
  if (member === null) {
    throw new ApiError(ErrorCode.usernameTaken, `The username ${staff.username} is taken`);
  }
  return { member, password, totpSecret, otpauthUri: totpUri(member.username, totpSecret) };
}

/** A new one-time password; every session of the account ends. */
export async function resetStaffPassword(pool: pg.Pool, staffId: string) {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  return withTransaction(pool, async (client) => {
    const member = await updateStaff(client, staffId, { passwordHash, mustChangePassword: true });
    if (member === null) throw notFoundError(`No staff member ${staffId}`);
    await endStaffSessions(client, staffId);
    return { member, password };
  });
}

/** A new TOTP secret, for a staff member who lost theirs; every session of the account ends. */
export async function resetStaffTotp(pool: pg.Pool, staffId: string) {
  const totpSecret = newTotpSecret();
  return withTransaction(pool, async (client) => {
    const member = await updateStaff(client, staffId, { totpSecret, pendingTotpSecret: null });
    if (member === null) throw notFoundError(`No staff member ${staffId}`);
    await endStaffSessions(client, staffId);
    return { member, totpSecret, otpauthUri: totpUri(member.username, totpSecret) };
  });
}

/**
 * The caller's own password change. A wrong current password is errorCode 4 and counts toward
 * the username's login lockout; the caller's other sessions end.
 */
export async function changeStaffPassword(
  pool: pg.Pool,
  limits: LoginLimits,
  operator: Operator,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<StaffMember> {
  const session = requireStaffSession(operator);
  if (newPassword === currentPassword) {
    throw badRequestError('The new password must differ from the current one');
  }
  const newHash = await hashPassword(newPassword);
  const outcome = await withTransaction(pool, async (client) => {
    if (await isLocked(client, operator.name)) return 'locked' as const;
    const stored = await lockStaffCredentials(client, { id: session.staffId });
    if (stored === null || !(await verifyPassword(stored.passwordHash, currentPassword))) {
      await recordFailure(client, operator.name, limits);
      return 'wrong' as const;
    }
    await endStaffSessions(client, session.staffId, session.tokenHash);
    return updateStaff(client, session.staffId, {
      passwordHash: newHash,
      mustChangePassword: false,
    });
  });
  if (outcome === 'locked') {
    throw new ApiError(ErrorCode.tooManyAttempts, 'Too many failed attempts; try again later');
  }
  if (outcome === 'wrong' || outcome === null) {
    throw new ApiError(ErrorCode.invalidCredentials, 'The current password is wrong');
  }
  return outcome;
}

export function requireStaffSession(operator: Operator): NonNullable<Operator['session']> {
  if (operator.session === undefined) {
    throw new ApiError(ErrorCode.forbidden, 'Only a staff session can do this');
  }
  return operator.session;
}
