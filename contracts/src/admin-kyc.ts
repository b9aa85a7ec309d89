// The operator's KYC work queue under /admin/v1/kyc: pending verifications oldest first, one
// verification with its documents and the facts they are checked against, and the decision's
// answer (docs/protection.md#kyc-work-queue).

import { Type, type Static, type TSchema } from '@sinclair/typebox';

import { BrandIdSchema, DateTimeSchema } from './api';
import { AdminPageQueryFields } from './admin-players';
import {
  DocumentRejectionReasonSchema,
  KycDocumentTypeSchema,
  VerificationStatusSchema,
} from './protection';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const KycQueueQuerySchema = Type.Object(
  { brandId: Type.Optional(BrandIdSchema), ...AdminPageQueryFields },
  { additionalProperties: false },
);
export type KycQueueQuery = Static<typeof KycQueueQuerySchema>;

export const KycQueueEntrySchema = Type.Object({
  playerId: Type.String({ format: 'uuid' }),
  brandId: Type.String(),
  username: Type.String(),
  fullName: nullable(Type.String({ description: 'The legal name the player gave' })),
  dateOfBirth: nullable(Type.String({ description: 'YYYY-MM-DD, from registration' })),
  address: nullable(Type.String({ description: 'The address given with a proof of address' })),
  screeningMatch: nullable(
    Type.String({ description: 'The sanctions/PEP list entry the player matched, if any' }),
  ),
  submittedAt: Type.String({
    format: 'date-time',
    description: 'When the last document arrived: the wait counts from it',
  }),
  firstApprovedBy: nullable(
    Type.String({ description: 'Who gave the first of two approvals, while the second waits' }),
  ),
  documentCount: Type.Integer({ minimum: 0 }),
});
export type KycQueueEntry = Static<typeof KycQueueEntrySchema>;

export const KycReviewDocumentSchema = Type.Object({
  documentId: Type.String({ format: 'uuid' }),
  documentType: KycDocumentTypeSchema,
  mime: Type.Union(
    ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'].map((mime) => Type.Literal(mime)),
    { description: 'How GET kyc/documents/:documentId serves it' },
  ),
  uploadedAt: DateTimeSchema,
  accepted: Type.Boolean({ description: 'Accepted at an earlier decision: never asked again' }),
});
export type KycReviewDocument = Static<typeof KycReviewDocumentSchema>;

export const KycReviewSchema = Type.Object({
  ...KycQueueEntrySchema.properties,
  status: VerificationStatusSchema,
  documents: Type.Array(KycReviewDocumentSchema),
  aml: Type.Object({
    recentDeposits: Type.String({ description: 'Approved deposits of 30 days, base currency' }),
    threshold: Type.String(),
    baseCurrency: Type.String(),
    needsSecondApproval: Type.Boolean({
      description: 'recentDeposits reached the threshold: approval takes two staff members',
    }),
  }),
});
export type KycReview = Static<typeof KycReviewSchema>;

/** What an approval or a rejection answers. */
export const KycDecisionAnswerSchema = Type.Object({
  status: VerificationStatusSchema,
  fullName: nullable(Type.String()),
  reason: nullable(Type.String()),
  reasonCode: nullable(DocumentRejectionReasonSchema),
  screeningMatch: nullable(Type.String()),
  firstApprovedBy: nullable(
    Type.String({ description: 'Set when this was the first of two approvals: still submitted' }),
  ),
});
export type KycDecisionAnswer = Static<typeof KycDecisionAnswerSchema>;
