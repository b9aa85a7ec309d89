// `brands/:brandId/play-suspensions`: disable on demand (GLI-19 2.4.1). Staff suspend all play of
// a brand, a provider or a game with a reason, and resume it with a reason; both are audited and
// significant events (play_suspended, play_resumed, via the audit row).

import { PlaySuspensionChangeSchema, PlaySuspensionSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { auditedWrite } from '../../http/audited-write.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { BrandParams, requireKnownBrand } from '../brand/index.js';
import {
  describeTarget,
  listPlaySuspensions,
  resumePlay,
  suspendPlay,
} from './play-suspensions.js';

export const playSuspensionRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  app.get(
    '/brands/:brandId/play-suspensions',
    {
      config: { roles: ['support', 'payments'] },
      schema: operatorRouteSchema('operator', Type.Array(PlaySuspensionSchema), {
        summary: 'What is suspended in a brand: all play, providers, games (disable on demand)',
        params: BrandParams,
      }),
    },
    async (request) => {
      await requireKnownBrand(db, request.operator, request.params.brandId);
      return ok(await listPlaySuspensions(db, request.params.brandId));
    },
  );

  app.post(
    '/brands/:brandId/play-suspensions',
    auditedWrite({
      roles: ['support'],
      audit: 'play.suspend',
      tag: 'operator',
      answer: PlaySuspensionSchema,
      summary:
        'Suspend all play of a brand (no gpid), a provider (gpid) or a game (gpid, gameCode)',
      description:
        'At once: launches and bets of what it covers are refused with errorCode 63 and the ' +
        'lobby leaves it out; rounds already begun still settle. Suspending it again replaces ' +
        'the reason. An unknown provider or game is errorCode 2. Audited play.suspend, a ' +
        'significant event.',
      params: BrandParams,
      body: PlaySuspensionChangeSchema,
    }),
    async (request) => {
      const { brandId } = request.params;
      await requireKnownBrand(db, request.operator, brandId);
      const { reason, ...target } = request.body;
      const { before, after } = await suspendPlay(
        db,
        brandId,
        target,
        reason,
        request.operator.name,
      );
      request.audit = { brandId, target: describeTarget(brandId, target), before, after };
      return ok(after);
    },
  );

  app.post(
    '/brands/:brandId/play-suspensions/resume',
    auditedWrite({
      roles: ['support'],
      audit: 'play.resume',
      tag: 'operator',
      answer: PlaySuspensionSchema,
      summary: 'End a suspension: what it covered may be launched and bet on again',
      description:
        'Names the suspension as it was made (no gpid, a gpid, or a gpid and gameCode); one ' +
        'that is not suspended is errorCode 6. Answers the suspension ended. Audited ' +
        'play.resume with its reason, a significant event.',
      params: BrandParams,
      body: PlaySuspensionChangeSchema,
    }),
    async (request) => {
      const { brandId } = request.params;
      await requireKnownBrand(db, request.operator, brandId);
      const { reason, ...target } = request.body;
      const ended = await resumePlay(db, brandId, target);
      request.audit = {
        brandId,
        target: describeTarget(brandId, target),
        before: ended,
        after: { state: 'open', reason: reason.trim() },
      };
      return ok(ended);
    },
  );
};
