import {
  Envelope,
  SessionTokenCheckRequestSchema,
  SessionTokenCheckSchema,
  SessionTokenRequestSchema,
  SessionTokenSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { badRequestError } from '../../http/errors.js';
import { ok, playerCall, responses } from '../../http/schemas.js';
import { brandExists } from '../brand/index.js';
import { isSessionAuthorized, issueSessionToken } from './sessions.js';

export interface SessionRoutesOptions {
  db: pg.Pool;
  sessionTokenPerMinute: number;
}

export const sessionRoutes: FastifyPluginAsyncTypebox<SessionRoutesOptions> = async (
  app,
  { db, sessionTokenPerMinute },
) => {
  app.post(
    '/tsGenerateSessionToken',
    {
      config: { rateLimit: { max: sessionTokenPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['session'],
        summary: 'A new session token for an anonymous visitor of a brand (valid 24 hours)',
        body: SessionTokenRequestSchema,
        response: responses(Envelope(SessionTokenSchema)),
      },
    },
    async (request) => {
      const { brandId, clientFingerprint } = request.body;
      if (!(await brandExists(db, brandId))) throw badRequestError(`Unknown brandId ${brandId}`);
      return ok({ sessionToken: await issueSessionToken(db, brandId, clientFingerprint) });
    },
  );

  app.post(
    '/tsSessionTokenAuthorizer',
    playerCall('session', SessionTokenCheckSchema, {
      summary: 'Whether a session token is valid for this brand and fingerprint',
      description:
        'Authorization: the token length in decimal, then the brandId, then the token ' +
        '(e.g. `55croupiersessiontoken…`). A missing or malformed header is simply not valid.',
      body: SessionTokenCheckRequestSchema,
    }),
    async (request) => {
      const header = request.headers.authorization ?? '';
      const isTokenValid = await isSessionAuthorized(db, header, request.body.clientFingerprint);
      return ok({ isTokenValid });
    },
  );
};
