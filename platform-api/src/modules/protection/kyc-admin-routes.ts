// The operator's identity checks (/admin/v1/kyc): the pending verifications with their
// documents, a document as stored, and approval (after screening) or rejection, within the
// caller's brands.

import {
  DocumentRejectionReasonSchema,
  Envelope,
  KycDecisionAnswerSchema,
  KycDocumentTypeSchema,
} from '@croupier/contracts';
import { readFile } from 'node:fs/promises';

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { hasBrand } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import { createReceiptStore } from '../../http/uploads.js';
import { approveVerification, rejectVerification } from './kyc.js';
import { kycQueueRoutes } from './kyc-queue-routes.js';
import { playerInScope } from './player-scope.js';
import { findKycDocumentFile, listKycDocuments, listPendingVerifications } from './repository.js';
import type { ScreeningList } from './screening.js';

export interface ProtectionAdminRoutesOptions {
  db: pg.Pool;
  kycDir: string;
  screening: ScreeningList;
}

const PlayerParams = Type.Object({ playerId: Type.String({ format: 'uuid' }) });

const VerificationAnswer = KycDecisionAnswerSchema;

const tags = ['operator'];
const headers = OperatorKeyHeaders;

export const kycAdminRoutes: FastifyPluginAsyncTypebox<ProtectionAdminRoutesOptions> = async (
  app,
  { db, kycDir, screening },
) => {
  const documents = createReceiptStore(kycDir);
  await app.register(kycQueueRoutes, { db });

  app.get(
    '/kyc/pending',
    {
      config: { roles: ['support'] },
      schema: {
        tags,
        summary: 'Verifications waiting for a decision, oldest first, with their documents',
        headers,
        response: responses(
          Envelope(
            Type.Array(
              Type.Object({
                playerId: Type.String({ format: 'uuid' }),
                brandId: Type.String(),
                username: Type.String(),
                fullName: Type.Union([Type.String(), Type.Null()]),
                dateOfBirth: Type.Union([Type.String(), Type.Null()]),
                screeningMatch: Type.Union([Type.String(), Type.Null()], {
                  description: 'The sanctions/PEP list entry the player matched, if any',
                }),
                submittedAt: Type.String({ format: 'date-time' }),
                documents: Type.Array(
                  Type.Object({
                    documentId: Type.String({ format: 'uuid' }),
                    documentType: KycDocumentTypeSchema,
                    uploadedAt: Type.String({ format: 'date-time' }),
                    accepted: Type.Boolean(),
                  }),
                ),
              }),
            ),
          ),
        ),
      },
    },
    async (request) => {
      const pending = (await listPendingVerifications(db)).filter((verification) =>
        hasBrand(request.operator, verification.brandId),
      );
      return ok(
        await Promise.all(
          pending.map(async (verification) => ({
            ...verification,
            submittedAt: verification.submittedAt.toISOString(),
            documents: (await listKycDocuments(db, verification.playerId)).map((document) => ({
              ...document,
              uploadedAt: document.uploadedAt.toISOString(),
            })),
          })),
        ),
      );
    },
  );

  app.get(
    '/kyc/documents/:documentId',
    {
      config: { roles: ['support'] },
      schema: {
        tags,
        summary: 'One uploaded identity document, as stored (re-encoded image or PDF)',
        description:
          'Served inline with its own content type, so the back office shows it in its page ' +
          '(an image, or a PDF in a frame of its own origin); never cached.',
        headers,
        params: Type.Object({ documentId: Type.String({ format: 'uuid' }) }),
      },
    },
    async (request, reply) => {
      const document = await findKycDocumentFile(db, request.params.documentId);
      if (document === null || !hasBrand(request.operator, document.brandId)) {
        throw notFoundError(`No document ${request.params.documentId}`);
      }
      // Only the back office's own pages may frame it (the KYC queue shows a PDF in a frame).
      return reply
        .type(document.mime)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .header('x-frame-options', 'SAMEORIGIN')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
        .send(await readFile(documents.pathOf(document.file)));
    },
  );

  app.post(
    '/kyc/:playerId/approve',
    {
      config: { roles: ['support'], audit: 'kyc.approve' },
      schema: {
        tags,
        summary: "Verify the player's identity, after screening its name and date of birth",
        description:
          'A match on the sanctions/PEP list (SCREENING_LIST) is recorded and refused with ' +
          'errorCode 43; approve again with screeningReviewed once a manual review cleared it. ' +
          "Once the player's approved deposits of 30 days reached the brand's AML threshold, " +
          'the first approval answers the verification still submitted with firstApprovedBy, ' +
          'and another staff member or key gives the second (the same one: errorCode 31). ' +
          'errorCode 13 when the verification is not waiting for a decision.',
        headers,
        params: PlayerParams,
        body: Type.Object(
          { screeningReviewed: Type.Boolean({ default: false }) },
          { additionalProperties: false },
        ),
        response: responses(Envelope(VerificationAnswer)),
      },
    },
    async (request) => {
      const { brandId, id } = await playerInScope(db, request, request.params.playerId);
      const verification = await approveVerification(db, screening, id, {
        ...request.body,
        by: request.operator.name,
      });
      request.audit = { brandId, target: `player:${id}`, after: verification };
      return ok(verification);
    },
  );

  app.post(
    '/kyc/:playerId/reject',
    {
      config: { roles: ['support'], audit: 'kyc.reject' },
      schema: {
        tags,
        summary: 'Reject the submitted documents, telling the player why',
        description:
          'reason: one of the closed list the player reads translated, with what to do; note: ' +
          'for staff only; acceptedDocuments: the types that were fine, accepted and never ' +
          'asked for again (each must have been sent).',
        headers,
        params: PlayerParams,
        body: Type.Object(
          {
            reason: DocumentRejectionReasonSchema,
            note: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
            acceptedDocuments: Type.Optional(
              Type.Array(KycDocumentTypeSchema, { uniqueItems: true, maxItems: 3 }),
            ),
          },
          { additionalProperties: false },
        ),
        response: responses(Envelope(VerificationAnswer)),
      },
    },
    async (request) => {
      const { brandId, id } = await playerInScope(db, request, request.params.playerId);
      const { reason, note = null, acceptedDocuments = [] } = request.body;
      const verification = {
        ...(await rejectVerification(db, id, { reason, note, acceptedDocuments })),
        firstApprovedBy: null,
      };
      request.audit = {
        brandId,
        target: `player:${id}`,
        after: { ...verification, staffNote: note, acceptedDocuments },
      };
      return ok(verification);
    },
  );
};
