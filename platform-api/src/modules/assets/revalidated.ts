import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { matchesEtag } from '../../http/etag.js';

// Artwork drawn from settings an operator changes (a brand's colours) keeps its URL, so browsers
// must ask again on each load; its ETag makes the unchanged answer an empty 304.

export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha256').update(svg).digest('base64url')}"`;
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(svg);
}
