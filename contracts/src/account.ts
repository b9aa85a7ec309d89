// The player's account: sessions, registering and logging in, the profile, the password, the
// referral programme and bonuses. Amounts are decimal strings.

import { Type, type Static } from '@sinclair/typebox';

import { BrandIdSchema, DateTimeSchema, DecimalStringSchema, literals, type Page } from './api';

const ClientFingerprintSchema = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: "The browser fingerprint: 8 components joined with '|'",
});

/** `tsGenerateSessionToken` body. */
export const SessionTokenRequestSchema = Type.Object(
  { brandId: BrandIdSchema, clientFingerprint: ClientFingerprintSchema },
  { additionalProperties: false },
);
export type SessionTokenRequest = Static<typeof SessionTokenRequestSchema>;
export const SessionTokenSchema = Type.Object({ sessionToken: Type.String() });

/** `tsSessionTokenAuthorizer` body and answer. */
export const SessionTokenCheckRequestSchema = Type.Object(
  { clientFingerprint: ClientFingerprintSchema },
  { additionalProperties: false },
);
export const SessionTokenCheckSchema = Type.Object({ isTokenValid: Type.Boolean() });

export const UsernameSchema = Type.String({
  pattern: '^[a-zA-Z0-9_]{4,20}$',
  description: '4–20 letters, digits or _; case-insensitive',
});
export const PasswordSchema = Type.String({
  minLength: 8,
  maxLength: 64,
  pattern: '^(?=.*[A-Za-z])(?=.*[0-9])',
  description: '8–64 characters with at least one letter and one digit',
});

/** The player's contact and bank fields as register3 and edit-profile take them. */
export const ContactFieldSchemas = {
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

/** `login3` body (Authorization: a session token of the brand). */
export const LoginRequestSchema = Type.Object(
  {
    brandId: BrandIdSchema,
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** `login3` answers the login token at the top level, not under data. */
export const LoginAnswerSchema = Type.Object({
  errorCode: Type.Literal(0),
  playerToken: Type.String(),
});

/** `register3` body (Authorization: a session token of the brand). */
export const DateOfBirthSchema = Type.String({
  format: 'date',
  description: "YYYY-MM-DD; required where the brand's registerSetting.requireDateOfBirth is on",
});

export const RegisterRequestSchema = Type.Object(
  {
    brandId: BrandIdSchema,
    username: UsernameSchema,
    password: PasswordSchema,
    confirmPassword: Type.Optional(Type.String({ description: 'When given, must equal password' })),
    currency: Type.String({
      pattern: '^[A-Z]{3,10}$',
      default: 'IDR',
      description: 'A fiat currency code',
    }),
    ...ContactFieldSchemas,
    dateOfBirth: Type.Optional(DateOfBirthSchema),
    referralCode: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

/** `register3` → data. */
export const PlayerTokenSchema = Type.Object({
  playerToken: Type.String(),
  promptDepositLimit: Type.Boolean({
    description: 'Whether the site should offer the new player to set a deposit limit',
  }),
});

/** The player as `me` and `auth/verifyLoginToken` return it; absent fields are ''. */
export const UserDataSchema = Type.Object({
  playerId: Type.String({ format: 'uuid' }),
  brandId: Type.String(),
  username: Type.String(),
  brandUsername: Type.String({
    description: "brandId + '_' + username (usernames are lowercase): the realtime topic key",
  }),
  email: Type.String(),
  phoneNumber: Type.String(),
  bankName: Type.String(),
  bankAccountName: Type.String(),
  bankAccountNumber: Type.String(),
  currency: Type.String(),
  referralCode: Type.String(),
  createdAt: DateTimeSchema,
});
export type UserData = Static<typeof UserDataSchema>;

/** `auth/verifyLoginToken` → data. */
export const VerifiedLoginSchema = Type.Object({ userData: UserDataSchema });

/**
 * `edit-profile` body: absent fields keep their value. The three bank fields are the player's
 * payout account (its payment account): changing it needs currentPassword, and only brands whose
 * paymentAccountSettings.updateAccount is on allow it.
 */
export const EditProfileRequestSchema = Type.Object(
  {
    ...ContactFieldSchemas,
    currentPassword: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 256,
        description: 'Required when the bank fields change the payout account',
      }),
    ),
  },
  { additionalProperties: false },
);
export type EditProfileFields = Static<typeof EditProfileRequestSchema>;

/** `change-password` body. */
export const ChangePasswordRequestSchema = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
    newPassword: PasswordSchema,
  },
  { additionalProperties: false },
);

/** `change-password` → data; ends the player's other sessions. */
export const PasswordChangedSchema = Type.Object({ endedSessions: Type.Integer({ minimum: 0 }) });
export type PasswordChanged = Static<typeof PasswordChangedSchema>;

/** `referral` `{}` → data: the brand's programme terms. */
export const ReferralProgrammeSchema = Type.Object({
  enabled: Type.Boolean(),
  commissionPercent: Type.String({
    description: 'Percentage of each approved deposit, e.g. "1.5"',
  }),
});
export type ReferralProgramme = Static<typeof ReferralProgrammeSchema>;

export const AmountByCurrencySchema = Type.Object({
  currency: Type.String(),
  amount: DecimalStringSchema,
});
export type AmountByCurrency = Static<typeof AmountByCurrencySchema>;

/** `referral/get` `{}` → data: the caller's code and earnings. */
export const ReferralSummarySchema = Type.Object({
  referralCode: Type.String(),
  referredCount: Type.Integer({ minimum: 0 }),
  earnings: Type.Array(AmountByCurrencySchema),
  programme: ReferralProgrammeSchema,
});
export type ReferralSummary = Static<typeof ReferralSummarySchema>;

/** Items of `referral/players` `{ page?, pageSize? }`. */
export const ReferredPlayerSchema = Type.Object({
  username: Type.String({ description: 'Masked, e.g. "jo***an"' }),
  joinedAt: DateTimeSchema,
  status: literals(['registered', 'active'] as const),
  earnings: Type.Array(AmountByCurrencySchema),
});
export type ReferredPlayer = Static<typeof ReferredPlayerSchema>;
export type ReferredPlayerPage = Page<ReferredPlayer>;

/** Items of `bonus/list` `{ page?, pageSize? }`: every bonus credited to the caller. */
export const BonusSchema = Type.Object({
  bonusId: Type.String({ format: 'uuid' }),
  source: literals(['referral', 'promotion'] as const),
  amount: Type.String({ description: 'Decimal string at the currency scale' }),
  currency: Type.String(),
  status: Type.Literal('credited'),
  description: Type.String(),
  createdAt: DateTimeSchema,
});
export type Bonus = Static<typeof BonusSchema>;
export type BonusPage = Page<Bonus>;
