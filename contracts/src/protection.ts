// Player protection: identity verification (KYC) and the activity statement. Amounts are
// decimal strings.

import { Type, type Static } from '@sinclair/typebox';

import { DateTimeSchema, DecimalStringSchema, literals } from './api';
import { ACTIVITY_STATEMENT_MONTHS, KYC_DOCUMENT_TYPES } from './codes';

export const KycDocumentTypeSchema = literals(KYC_DOCUMENT_TYPES);

export const VerificationStatusSchema = literals([
  'none',
  'submitted',
  'verified',
  'rejected',
] as const);
export type VerificationStatus = Static<typeof VerificationStatusSchema>;

/** `kyc/status` answer. */
export const KycStatusSchema = Type.Object({
  status: VerificationStatusSchema,
  reason: Type.Union([Type.String(), Type.Null()], {
    description: "The operator's reason when rejected",
  }),
  documents: Type.Array(
    Type.Object({ documentType: KycDocumentTypeSchema, uploadedAt: DateTimeSchema }),
  ),
});
export type KycStatus = Static<typeof KycStatusSchema>;

/** `kyc/upload` answer. */
export const KycUploadAnswerSchema = Type.Object({ status: VerificationStatusSchema });
export type KycUploadAnswer = Static<typeof KycUploadAnswerSchema>;

/** `activity-statement` body. */
export const ActivityStatementRequestSchema = Type.Object(
  { months: Type.Union(ACTIVITY_STATEMENT_MONTHS.map((months) => Type.Literal(months))) },
  { additionalProperties: false },
);

export const PaymentTotalsSchema = Type.Object({
  currency: Type.String(),
  deposits: DecimalStringSchema,
  withdrawals: DecimalStringSchema,
  net: Type.String({ description: 'deposits − withdrawals' }),
});
export type PaymentTotals = Static<typeof PaymentTotalsSchema>;

/** `activity-statement` answer: approved deposits and withdrawals per currency. */
export const ActivityStatementSchema = Type.Object({
  months: Type.Integer(),
  currencies: Type.Array(PaymentTotalsSchema),
});
export type ActivityStatement = Static<typeof ActivityStatementSchema>;
