// POST /v1/content/list: a brand's news articles, promotions or FAQ entries in the player's
// language, public.

import { ContentListRequestSchema, ContentListSchema, Envelope } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { badRequestError } from '../../http/errors.js';
import { ok, responses } from '../../http/schemas.js';
import { brandExists } from '../brand/index.js';
import { listContentEntries } from './repository.js';

export interface ContentRoutesOptions {
  db: pg.Pool;
}

export const contentRoutes: FastifyPluginAsyncTypebox<ContentRoutesOptions> = async (
  app,
  { db },
) => {
  app.post(
    '/content/list',
    {
      schema: {
        tags: ['content'],
        summary:
          'Published articles, promotions or FAQ entries of a brand, in display order and the player’s language',
        body: ContentListRequestSchema,
        response: responses(Envelope(ContentListSchema)),
      },
    },
    async (request) => {
      const { brandId, kind, language } = request.body;
      if (!(await brandExists(db, brandId))) throw badRequestError(`Unknown brandId ${brandId}`);
      return ok({ entries: await listContentEntries(db, brandId, kind, language) });
    },
  );
};
