// The HTTP plugins every answer goes through, in the order they must wrap the routes: security
// headers, CORS for the brands' sites, rate limits, and the OpenAPI document.

import type { FastifyInstance } from 'fastify';

import { registerBrandCors } from './cors.js';
import { registerOpenApi } from './openapi.js';
import { registerRateLimits } from './rate-limit.js';
import { registerSecurityHeaders } from './security-headers.js';

export { createServer } from './server.js';

export interface HttpPluginOptions {
  brandDomains: Parameters<typeof registerBrandCors>[1];
  version: string;
  serveSwaggerUi: boolean;
}

export async function registerHttpPlugins(
  app: FastifyInstance,
  { brandDomains, version, serveSwaggerUi }: HttpPluginOptions,
): Promise<void> {
  await registerSecurityHeaders(app);
  await registerBrandCors(app, brandDomains);
  await registerRateLimits(app);
  await registerOpenApi(app, { version, serveUi: serveSwaggerUi });
}
