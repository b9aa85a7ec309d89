// /admin/v1/brands/:brandId/content: marketing writes the brand's news, promotions and FAQ —
// each language's text, the schedule and the order — and unpublishes them. The site reads them
// on its next `content/list`.

import {
  AdminContentEntrySchema,
  AdminContentListSchema,
  BrandIdSchema,
  ContentDraftSchema,
  ContentEntryParamsSchema,
  ContentKindQuerySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { requireBrand } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { displayedLanguages } from '../brand/index.js';
import {
  findContentEntry,
  listBrandContent,
  saveContentEntry,
  unpublishContentEntry,
} from './admin-repository.js';
import { assertPublishable, contentTarget, knownBrand } from './admin-rules.js';

export interface ContentAdminRoutesOptions {
  db: pg.Pool;
}

const roles = ['marketing'] as const;

export const contentAdminRoutes: FastifyPluginAsyncTypebox<ContentAdminRoutesOptions> = async (
  app,
  { db },
) => {
  app.get(
    '/brands/:brandId/content',
    {
      config: { roles: [...roles] },
      schema: operatorRouteSchema('content', AdminContentListSchema, {
        summary: "A brand's entries of one kind, scheduled, live and ended, every language's text",
        description: 'An unknown brand is errorCode 6.',
        params: Type.Object({ brandId: BrandIdSchema }),
        querystring: ContentKindQuerySchema,
      }),
    },
    async (request) => {
      const { brandId } = request.params;
      requireBrand(request.operator, brandId);
      const brand = await knownBrand(db, brandId);
      return ok({
        defaultLanguage: brand.config.defaultLanguage,
        languages: displayedLanguages(brand.config.langOption),
        entries: await listBrandContent(db, brandId, request.query.kind, new Date()),
      });
    },
  );

  app.put(
    '/brands/:brandId/content/:kind/:slug',
    {
      config: { roles: [...roles], audit: 'content.save' },
      schema: operatorRouteSchema('content', AdminContentEntrySchema, {
        summary: 'Create or replace an entry: its schedule, order, picture, link and texts',
        description:
          "The texts must include the brand's default language, which the site shows where a " +
          'language has none; a language left out loses its text. publishedUntil, when set, ' +
          'must be after publishedFrom (else errorCode 2). An unknown brand is errorCode 6.',
        params: ContentEntryParamsSchema,
        body: ContentDraftSchema,
      }),
    },
    async (request) => {
      const { brandId, kind, slug } = request.params;
      requireBrand(request.operator, brandId);
      const brand = await knownBrand(db, brandId);
      assertPublishable(request.body, brand.config.defaultLanguage);
      const { before, after } = await withTransaction(db, async (client) => {
        const now = new Date();
        const stored = await findContentEntry(client, brandId, kind, slug, now, {
          forUpdate: true,
        });
        await saveContentEntry(client, brandId, kind, slug, request.body, request.operator.name);
        const saved = await findContentEntry(client, brandId, kind, slug, now);
        return { before: stored, after: saved! };
      });
      request.audit = { brandId, target: contentTarget(brandId, after), before, after };
      return ok(after);
    },
  );

  app.post(
    '/brands/:brandId/content/:kind/:slug/unpublish',
    {
      config: { roles: [...roles], audit: 'content.unpublish' },
      schema: operatorRouteSchema('content', AdminContentEntrySchema, {
        summary: 'Stop showing an entry on the site now (a scheduled one never shows)',
        description: 'Its texts stay, to be scheduled again. An unknown entry is errorCode 6.',
        params: ContentEntryParamsSchema,
      }),
    },
    async (request) => {
      const { brandId, kind, slug } = request.params;
      requireBrand(request.operator, brandId);
      const { before, after } = await withTransaction(db, async (client) => {
        const now = new Date();
        const stored = await findContentEntry(client, brandId, kind, slug, now, {
          forUpdate: true,
        });
        if (stored === null) throw notFoundError(`No ${kind} ${slug} in brand ${brandId}`);
        await unpublishContentEntry(client, brandId, kind, slug, request.operator.name);
        const ended = await findContentEntry(client, brandId, kind, slug, new Date());
        return { before: stored, after: ended! };
      });
      request.audit = {
        brandId,
        target: contentTarget(brandId, after),
        before: { publishedUntil: before.publishedUntil, state: before.state },
        after: { publishedUntil: after.publishedUntil, state: after.state },
      };
      return ok(after);
    },
  );
};
