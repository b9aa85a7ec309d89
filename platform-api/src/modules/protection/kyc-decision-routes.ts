// The operator's decision on an identity check (/admin/v1/kyc/:playerId/…): approval after
// screening, or rejection with the reason the player reads; within the caller's brands, audited.

import {
  DocumentRejectionReasonSchema,
  Envelope,
  KycDecisionAnswerSchema,
  KycDocumentTypeSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import { approveVerification, rejectVerification } from './kyc.js';
import { playerInScope } from './player-scope.js';
import type { ScreeningList } from './screening.js';

const PlayerParams = Type.Object({ playerId: Type.String({ format: 'uuid' }) });

const VerificationAnswer = KycDecisionAnswerSchema;

const tags = ['operator'];
const headers = OperatorKeyHeaders;

export const kycDecisionRoutes: FastifyPluginAsyncTypebox<{
  db: pg.Pool;
  screening: ScreeningList;
}> = async (app, { db, screening }) => {
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
