// Cross-origin calls (@fastify/cors): only the brands' sites call the API from a browser; calls
// without an Origin are not CORS.

import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export async function registerBrandCors(
  app: FastifyInstance,
  brandDomains: { isBrandOrigin(origin: string): Promise<boolean> | boolean },
): Promise<void> {
  await app.register(cors, {
    origin: async (origin: string | undefined) =>
      origin === undefined || brandDomains.isBrandOrigin(origin),
    // Strict mode would answer a preflight lacking its headers in plain text, outside the API's
    // error shape.
    strictPreflight: false,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    maxAge: 600,
  });
}
