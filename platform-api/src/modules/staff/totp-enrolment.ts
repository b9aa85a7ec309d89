// A staff member replaces their TOTP secret with one only they have seen: enrol draws a pending
// secret, and a code of it confirms the switch. Until then the current secret stays in force.

import type pg from 'pg';

import { withTransaction, type Queryable } from '../../db/pool.js';
import type { Operator } from '../../http/admin-access.js';
import { ApiError, badRequestError, ErrorCode } from '../../http/errors.js';
import { requireStaffSession } from './accounts.js';
import { lockStaffCredentials, updateStaff } from './repository.js';
import { acceptedTimeStep, newTotpSecret, totpQrDataUrl, totpUri } from './totp.js';

export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  /** The URI as a PNG QR code, for authenticator apps to scan. */
  qrDataUrl: string;
}

export async function enrolTotp(db: Queryable, operator: Operator): Promise<TotpEnrolment> {
  const { staffId } = requireStaffSession(operator);
  const secret = newTotpSecret();
  await updateStaff(db, staffId, { pendingTotpSecret: secret });
  const otpauthUri = totpUri(operator.name, secret);
  return { secret, otpauthUri, qrDataUrl: await totpQrDataUrl(otpauthUri) };
}

/** Makes the pending secret the account's; a wrong code is errorCode 4 and changes nothing. */
export async function confirmTotp(pool: pg.Pool, operator: Operator, code: string) {
  const { staffId } = requireStaffSession(operator);
  const confirmed = await withTransaction(pool, async (client) => {
    const stored = await lockStaffCredentials(client, { id: staffId });
    if (stored?.pendingTotpSecret == null) {
      throw badRequestError('No TOTP enrolment is pending: call totp/enrol first');
    }
    // No code of the new secret was seen yet, whatever the old one's last step was.
    const timeStep = await acceptedTimeStep(stored.pendingTotpSecret, code, 0);
    if (timeStep === null) return null;
    return updateStaff(client, staffId, {
      totpSecret: stored.pendingTotpSecret,
      pendingTotpSecret: null,
      lastTotpTimeStep: Math.max(timeStep, stored.lastTotpTimeStep),
    });
  });
  if (confirmed === null) {
    throw new ApiError(ErrorCode.invalidCredentials, 'Wrong code for the new secret');
  }
  return confirmed;
}
