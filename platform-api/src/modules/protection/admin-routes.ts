// The operator's view of a player's protection (/admin/v1, X-Operator-Key).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { readFile } from 'node:fs/promises';

import { notFoundError } from '../../http/errors.js';
import {
  OperatorKeyHeaders,
  requireOperatorKeyOnEveryRoute,
  type OperatorKeyCheck,
} from '../../http/operator-key.js';
import { Envelope, ok, responses } from '../../http/schemas.js';
import { createReceiptStore } from '../../http/uploads.js';
import { approveVerification, rejectVerification } from './kyc.js';
import { DOCUMENT_TYPES, VerificationStatusSchema } from './kyc-routes.js';
import { limitsOf } from './limits.js';
import {
  findExclusionInForce,
  findKycDocumentFile,
  findPlayer,
  listHistory,
  listKycDocuments,
  listPendingVerifications,
} from './repository.js';
import { ExclusionSchema, LimitSchema } from './schemas.js';
import type { ScreeningList } from './screening.js';

export interface ProtectionAdminRoutesOptions {
  db: pg.Pool;
  operatorKeyCheck: OperatorKeyCheck;
  kycDir: string;
  screening: ScreeningList;
}

const PlayerParams = Type.Object({ playerId: Type.String({ format: 'uuid' }) });

const VerificationAnswer = Type.Object({
  status: VerificationStatusSchema,
  fullName: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  screeningMatch: Type.Union([Type.String(), Type.Null()]),
});

const tags = ['operator'];
const headers = OperatorKeyHeaders;

export const protectionAdminRoutes: FastifyPluginAsyncTypebox<
  ProtectionAdminRoutesOptions
> = async (app, { db, operatorKeyCheck, kycDir, screening }) => {
  requireOperatorKeyOnEveryRoute(app, operatorKeyCheck);
  const documents = createReceiptStore(kycDir);

  app.get(
    '/players/:playerId/protection',
    {
      config: { roles: ['support'] },
      schema: {
        tags,
        summary: "A player's limits, time-out or self-exclusion, and the history of every change",
        headers,
        params: PlayerParams,
        response: responses(
          Envelope(
            Type.Object({
              limits: Type.Array(LimitSchema),
              exclusion: Type.Union([ExclusionSchema, Type.Null()]),
              history: Type.Array(
                Type.Object({
                  action: Type.String(),
                  details: Type.Record(Type.String(), Type.Unknown()),
                  actor: Type.String(),
                  createdAt: Type.String({ format: 'date-time' }),
                }),
              ),
            }),
          ),
        ),
      },
    },
    async (request) => {
      const player = await findPlayer(db, request.params.playerId);
      if (player === null) throw notFoundError(`No player ${request.params.playerId}`);
      const exclusion = await findExclusionInForce(db, player.id);
      const history = await listHistory(db, player.id);
      return ok({
        limits: await limitsOf(db, player, null),
        exclusion:
          exclusion === null
            ? null
            : {
                ...exclusion,
                startsAt: exclusion.startsAt.toISOString(),
                endsAt: exclusion.endsAt.toISOString(),
              },
        history: history.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
      });
    },
  );

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
                    documentType: Type.Union(DOCUMENT_TYPES.map((type) => Type.Literal(type))),
                    uploadedAt: Type.String({ format: 'date-time' }),
                  }),
                ),
              }),
            ),
          ),
        ),
      },
    },
    async () => {
      const pending = await listPendingVerifications(db);
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
        headers,
        params: Type.Object({ documentId: Type.String({ format: 'uuid' }) }),
      },
    },
    async (request, reply) => {
      const document = await findKycDocumentFile(db, request.params.documentId);
      if (document === null) throw notFoundError(`No document ${request.params.documentId}`);
      return reply
        .type(document.mime)
        .header('content-disposition', 'attachment')
        .send(await readFile(documents.pathOf(document.file)));
    },
  );

  app.post(
    '/kyc/:playerId/approve',
    {
      config: { roles: ['support'] },
      schema: {
        tags,
        summary: "Verify the player's identity, after screening its name and date of birth",
        description:
          'A match on the sanctions/PEP list (SCREENING_LIST) is recorded and refused with ' +
          'errorCode 43; approve again with screeningReviewed once a manual review cleared it. ' +
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
    async (request) =>
      ok(await approveVerification(db, screening, request.params.playerId, request.body)),
  );

  app.post(
    '/kyc/:playerId/reject',
    {
      config: { roles: ['support'] },
      schema: {
        tags,
        summary: 'Reject the submitted documents, telling the player why',
        headers,
        params: PlayerParams,
        body: Type.Object(
          { reason: Type.String({ minLength: 1, maxLength: 500 }) },
          { additionalProperties: false },
        ),
        response: responses(Envelope(VerificationAnswer)),
      },
    },
    async (request) =>
      ok(await rejectVerification(db, request.params.playerId, request.body.reason)),
  );
};
