import { BrandConfigRequestSchema, BrandConfigSchema, Envelope } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { ok, responses } from '../../http/schemas.js';
import { brandConfigForDomain } from './brand-config.js';
import { gameOriginsFor } from './game-origins.js';

export interface BrandRoutesOptions {
  db: pg.Pool;
  defaultBrandId: string;
  demoProviderPublicUrl: string;
}

export const brandRoutes: FastifyPluginAsyncTypebox<BrandRoutesOptions> = async (
  app,
  { db, defaultBrandId, demoProviderPublicUrl },
) => {
  app.post(
    '/brand/config',
    {
      schema: {
        tags: ['brand'],
        summary: 'The brand configuration for a domain (unknown domains get the default brand)',
        body: BrandConfigRequestSchema,
        response: responses(Envelope(BrandConfigSchema)),
      },
    },
    async (request) =>
      ok(
        await brandConfigForDomain(
          db,
          request.body.domain,
          defaultBrandId,
          gameOriginsFor(demoProviderPublicUrl, request),
        ),
      ),
  );
};
