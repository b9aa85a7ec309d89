// The operator's identity checks (/admin/v1/kyc): the pending verifications with their
// documents and a document as stored, within the caller's brands; then the queue
// (kyc-queue-routes.ts) and the decisions (kyc-decision-routes.ts).

import { Envelope, KycDocumentTypeSchema } from '@croupier/contracts';
import { readFile } from 'node:fs/promises';

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { hasBrand } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import { createReceiptStore } from '../../http/uploads.js';
import { kycDecisionRoutes } from './kyc-decision-routes.js';
import { kycQueueRoutes } from './kyc-queue-routes.js';
import { findKycDocumentFile, listKycDocuments, listPendingVerifications } from './repository.js';
import type { ScreeningList } from './screening.js';

export interface ProtectionAdminRoutesOptions {
  db: pg.Pool;
  kycDir: string;
  screening: ScreeningList;
}

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

  await app.register(kycDecisionRoutes, { db, screening });
};
