// The back office's KYC work queue (/admin/v1/kyc/queue and /admin/v1/kyc/:playerId): pending
// verifications oldest first, a page at a time, and one verification as a reviewer opens it.
// Within the caller's brands: another brand's player is as unknown as a missing one.

import {
  KycQueueQuerySchema,
  KycQueueEntrySchema,
  KycReviewSchema,
  PageSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { requireBrand } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { pageOfQuery } from '../../http/paging.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import {
  findAmlStanding,
  findVerificationReview,
  listVerificationQueue,
  type QueuedVerification,
} from './kyc-review.js';
import { playerInScope } from './player-scope.js';

const entryOf = (entry: QueuedVerification) => ({
  ...entry,
  submittedAt: entry.submittedAt.toISOString(),
});

export const kycQueueRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  app.get(
    '/kyc/queue',
    {
      config: { roles: ['support'] },
      schema: operatorRouteSchema('operator', PageSchema(KycQueueEntrySchema), {
        summary: 'Verifications waiting for a decision, oldest first, a page at a time',
        description:
          "Within the caller's brands, or one of them (brandId; outside them errorCode 30).",
        querystring: KycQueueQuerySchema,
      }),
    },
    async (request) => {
      const { brandId } = request.query;
      if (brandId !== undefined) requireBrand(request.operator, brandId);
      const paging = pageOfQuery(request.query);
      const { items, total } = await listVerificationQueue(
        db,
        brandId === undefined ? request.operator.brandIds : [brandId],
        paging,
      );
      return ok({ items: items.map(entryOf), total, ...paging });
    },
  );

  app.get(
    '/kyc/:playerId',
    {
      config: { roles: ['support'] },
      schema: operatorRouteSchema('operator', KycReviewSchema, {
        summary: "One player's verification: its documents, the facts to check them against",
        description:
          'Name, date of birth and address beside each document (served by ' +
          'kyc/documents/:documentId), and whether approval needs two staff members: the ' +
          "player's approved deposits of 30 days reached the brand's AML threshold. errorCode 6 " +
          'for a player who sent no document.',
        params: Type.Object({ playerId: Type.String({ format: 'uuid' }) }),
      }),
    },
    async (request) => {
      const { id } = await playerInScope(db, request, request.params.playerId);
      const review = await findVerificationReview(db, id);
      if (review === null) throw notFoundError(`Player ${id} has submitted no documents`);
      return ok({
        ...entryOf(review),
        status: review.status,
        documents: review.documents.map((document) => ({
          ...document,
          uploadedAt: document.uploadedAt.toISOString(),
        })),
        aml: await findAmlStanding(db, id),
      });
    },
  );
};
