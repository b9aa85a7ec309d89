// The person behind an account: accounts with the same email or phone number (compared as
// person_email_key and person_phone_key do), the same verified identity (legal name and date of
// birth) or, for referrals, the same device are one person's (docs/protection.md, "One account
// per person").

import type { Queryable } from '../db/pool.js';

/** What is known of a person who registers, verifies, or is referred. */
export interface Person {
  email?: string | null;
  phoneNumber?: string | null;
  /** The legal name of a verified identity. */
  fullName?: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth?: string | null;
}

export interface PersonExclusion {
  id: string;
  kind: 'time_out' | 'self_exclusion';
  endsAt: Date;
  allBrands: boolean;
  /** "You are self-excluded until … UTC", as the player's own refusals say it. */
  message: string;
}

/**
 * The time-out or self-exclusion in force, ending last, of an account of this person: on
 * `brandId`, or on any brand when the exclusion is for all brands. `exceptPlayerId`: the account
 * asking, whose own exclusions its other checks already apply.
 */
export async function findExclusionOfPerson(
  db: Queryable,
  brandId: string,
  person: Person,
  exceptPlayerId: string | null = null,
): Promise<PersonExclusion | null> {
  const { rows } = await db.query<PersonExclusion>(
    `SELECT exclusion.id, exclusion.kind, exclusion.ends_at AS "endsAt",
            exclusion.all_brands AS "allBrands",
            protection_exclusion_describe(exclusion.kind, exclusion.ends_at) AS message
     FROM player_exclusions exclusion
     JOIN players player ON player.id = exclusion.player_id
     LEFT JOIN player_verifications verification
       ON verification.player_id = player.id AND verification.status = 'verified'
     WHERE exclusion.ends_at > now()
       AND (player.brand_id = $1 OR exclusion.all_brands)
       AND player.id IS DISTINCT FROM $2::uuid
       AND (player.email_normalised = person_email_key($3)
            OR player.phone_normalised = person_phone_key($4)
            OR (player.date_of_birth = $6::date
                AND person_name_key(verification.full_name) = person_name_key($5)))
     ORDER BY exclusion.ends_at DESC
     LIMIT 1`,
    [
      brandId,
      exceptPlayerId,
      person.email ?? null,
      person.phoneNumber ?? null,
      person.fullName ?? null,
      person.dateOfBirth ?? null,
    ],
  );
  return rows[0] ?? null;
}

/**
 * Whether `person`, registering from the device `fingerprintHash`, is the person of the account
 * `playerId` or of its accounts on other brands (the same email or phone number): the same email,
 * phone number, device at registration, or legal name and date of birth of a verified identity.
 */
export async function isSamePerson(
  db: Queryable,
  playerId: string,
  person: Person & { fingerprintHash: Buffer | null },
): Promise<boolean> {
  const { rows } = await db.query<{ same: boolean }>(
    `SELECT EXISTS (
       SELECT FROM players player
       JOIN players account ON account.id = player.id
         OR account.email_normalised = player.email_normalised
         OR account.phone_normalised = player.phone_normalised
       LEFT JOIN player_verifications verification
         ON verification.player_id = account.id AND verification.status = 'verified'
       WHERE player.id = $1
         AND (account.email_normalised = person_email_key($2)
              OR account.phone_normalised = person_phone_key($3)
              OR account.registration_fingerprint_hash = $6
              OR (account.date_of_birth = $5::date
                  AND person_name_key(verification.full_name) = person_name_key($4)))
     ) AS same`,
    [
      playerId,
      person.email ?? null,
      person.phoneNumber ?? null,
      person.fullName ?? null,
      person.dateOfBirth ?? null,
      person.fingerprintHash,
    ],
  );
  return rows[0]?.same ?? false;
}
