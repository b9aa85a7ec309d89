// The Fastify server every route runs on, before any plugin: input validated strictly, the API's
// error shape for every failure, and the refusals of what cannot be stored.

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type pg from 'pg';

import { recordLedgerShortfalls, recordProgramErrors } from '../modules/compliance/index.js';
import {
  formatSchemaErrors,
  frameworkErrorOptions,
  installErrorHandling,
} from '../http/error-handling.js';
import { refuseDeepNesting, refuseNulCharacters, refuseYearZero } from '../http/storable-input.js';

export interface ServerOptions {
  logger: FastifyServerOptions['logger'];
  trustProxy: FastifyServerOptions['trustProxy'];
}

/** The server on `pool`: program errors and ledger shortfalls are recorded there as events. */
export function createServer(pool: pg.Pool, { logger, trustProxy }: ServerOptions) {
  const app = Fastify({
    logger,
    trustProxy,
    ajv: {
      customOptions: {
        // Fastify's defaults silently drop unknown fields and coerce types; the API refuses both.
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: true,
      },
      onCreate: refuseYearZero,
    },
    schemaErrorFormatter: formatSchemaErrors,
    ...frameworkErrorOptions,
  }).withTypeProvider<TypeBoxTypeProvider>();

  installErrorHandling(app);
  recordProgramErrors(app, pool);
  recordLedgerShortfalls(app, pool);
  refuseDeepNesting(app);
  refuseNulCharacters(app);
  return app;
}
