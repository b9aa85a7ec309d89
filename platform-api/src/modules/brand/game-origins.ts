import type { FastifyRequest } from 'fastify';

/**
 * The origins of the game pages launch URLs point to: the only pages the site may frame. A
 * relative launch URL lives on the asking site's own origin, which a browser names in Origin.
 */
export function gameOriginsFor(demoProviderPublicUrl: string, request: FastifyRequest): string[] {
  if (demoProviderPublicUrl !== '') return [new URL(demoProviderPublicUrl).origin];
  const { origin } = request.headers;
  if (origin !== undefined && URL.canParse(origin)) return [new URL(origin).origin];
  return [`${request.protocol}://${request.host}`];
}
