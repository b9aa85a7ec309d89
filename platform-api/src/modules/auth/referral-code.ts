import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const REFERRAL_CODE_LENGTH = 8;

/** 8 uppercase alphanumerics: about 41 bits, unique by a database constraint. */
export function newReferralCode(): string {
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index++)
    code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
