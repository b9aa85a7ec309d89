import { randomBytes } from 'node:crypto';

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { siteSourceOf, type BrandDomains } from '../brand/index.js';
import { playPageLanguage } from './page-texts.js';
import { playPage } from './play-page.js';

import { demoGameOf, GAME_PATTERN } from './game-key.js';

export interface PageRoutesOptions {
  db: pg.Pool;
  /** The sites that frame the game pages. */
  brandDomains: BrandDomains;
}

const tags = ['demo provider'];

/** `play`: the game page a launch URL opens, framed only by the brands' sites. */
export const pageRoutes: FastifyPluginAsyncTypebox<PageRoutesOptions> = async (
  app,
  { db, brandDomains },
) => {
  app.get(
    '/play',
    {
      schema: {
        tags,
        summary: 'The game page a launch URL opens',
        querystring: Type.Object({
          token: Type.String({ minLength: 1, maxLength: 256 }),
          game: Type.String({ pattern: GAME_PATTERN }),
          freeSpins: Type.Optional(
            Type.Literal('1', {
              description:
                "The player chose to play the free spins they hold for this game (the site's choice)",
            }),
          ),
          lang: Type.Optional(
            Type.String({
              maxLength: 16,
              description: "The site's language (en-US, th-TH, …); any other is English",
            }),
          ),
        }),
      },
    },
    async (request, reply) => {
      const game = await demoGameOf(db, request.query.game);
      const nonce = randomBytes(16).toString('base64');
      // Framed by the brands' sites (https, or any port of a loopback host), by nobody else.
      const frameAncestors = (await brandDomains.list()).map(siteSourceOf).join(' ');
      return (
        reply
          .header(
            'content-security-policy',
            `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; ` +
              "connect-src 'self'; base-uri 'none'; form-action 'none'; " +
              `frame-ancestors ${frameAncestors || "'none'"}`,
          )
          .removeHeader('x-frame-options')
          // The URL carries the game token: never send it on as a Referer.
          .header('referrer-policy', 'no-referrer')
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(playPage(game, nonce, playPageLanguage(request.query.lang)))
      );
    },
  );
};
