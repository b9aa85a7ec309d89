// The OpenAPI document (@fastify/swagger), built from the routes' schemas with the error catalogue
// and the three ways to authenticate; its UI at /docs (@fastify/swagger-ui) only when asked for.

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

import { errorCatalogue } from '../http/errors.js';
import { STAFF_SESSION_COOKIE } from '../modules/staff/index.js';

export async function registerOpenApi(
  app: FastifyInstance,
  { version, serveUi }: { version: string; serveUi: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Croupier platform API',
        version,
        description:
          'Every call is `POST /v1/<path>` with a JSON body. Success: `{ "errorCode": 0, "data": … }` ' +
          '(login3 answers `{ errorCode: 0, playerToken }`). Failure: HTTP 4xx/5xx with ' +
          '`{ "errorCode": N, "message": "…" }`:\n\n' +
          Object.entries(errorCatalogue)
            .map(
              ([code, { httpStatus, meaning }]) => `- **${code}** (HTTP ${httpStatus}): ${meaning}`,
            )
            .join('\n') +
          '\n\nAuthorization carries the raw token (no "Bearer"): the login token ' +
          '`username:secret`, else the session token `sessiontoken…`.',
      },
      components: {
        securitySchemes: {
          authorization: { type: 'apiKey', in: 'header', name: 'Authorization' },
          operatorKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Operator-Key',
            description: 'Admin API: an API key, or the bootstrap key OPERATOR_KEY',
          },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: STAFF_SESSION_COOKIE,
            description: 'Admin API: the session cookie POST /admin/v1/auth/login sets',
          },
        },
      },
    },
  });
  // The document is still built (tests and tools read app.swagger()); only its UI is switchable.
  if (serveUi) await app.register(swaggerUi, { routePrefix: '/docs' });
}
