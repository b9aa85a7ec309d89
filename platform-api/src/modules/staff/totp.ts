// Staff two-factor codes: RFC 6238 TOTP, 30-second steps, 6 digits, one step of clock drift
// either way, and never the same code twice.

import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ISSUER = 'Croupier back office';

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (username: string, secret: string): string =>
  generateURI({ issuer: ISSUER, label: username, secret, period: PERIOD_SECONDS, digits: DIGITS });

export const totpQrDataUrl = (uri: string): Promise<string> =>
  QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });

/** Whether `code` is right for the current time but of a step already accepted once. */
export async function isSpentCode(
  secret: string,
  code: string,
  lastTimeStep: number,
  nowMs = Date.now(),
): Promise<boolean> {
  const step = await acceptedTimeStep(secret, code, undefined, nowMs);
  return step !== null && step <= lastTimeStep;
}

/**
 * The time step `code` belongs to, or null when it is wrong, too old or too new, or of a step
 * no later than `afterTimeStep` (the last one accepted: a code seen once is spent).
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | undefined,
  nowMs = Date.now(),
): Promise<number | null> {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    period: PERIOD_SECONDS,
    digits: DIGITS,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: PERIOD_SECONDS,
    afterTimeStep,
  });
  // The TOTP strategy's result carries its time step (HOTP's would not).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
