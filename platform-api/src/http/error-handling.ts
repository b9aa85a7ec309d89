// Turns every failure into `{ errorCode, message }`: schema violations and unparsable bodies are
// errorCode 2, never a 500. Installed on the root instance so every plugin inherits it.

import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';

import { ApiError, ErrorCode, errorCatalogue } from './errors.js';

/** The first schema violation, naming the offending field and, for extra fields, the field. */
export function formatSchemaErrors(
  errors: FastifySchemaValidationError[],
  dataVariable: string,
): Error {
  const [first] = errors;
  if (first === undefined) return new Error(`${dataVariable} is invalid`);
  const extraField =
    first.keyword === 'additionalProperties' ? `: ${String(first.params.additionalProperty)}` : '';
  return new Error(
    `${dataVariable}${first.instancePath} ${first.message ?? 'is invalid'}${extraField}`,
  );
}

export function installErrorHandling(app: FastifyInstance): void {
  // Some clients send `Content-Type: application/json` with an empty body on body-less calls.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // A missing body is an empty object, so body-less calls validate against their schema.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .code(error.statusCode)
        .send({ errorCode: error.errorCode, message: error.message });
    }
    const statusCode = error.statusCode ?? 500;
    if (error.validation !== undefined || (statusCode >= 400 && statusCode < 500)) {
      // Schema violations, malformed or empty JSON, unsupported content types, oversized bodies.
      const errorCode =
        statusCode === 404
          ? ErrorCode.notFound
          : statusCode === 429
            ? ErrorCode.tooManyAttempts
            : ErrorCode.badRequest;
      return reply.code(statusCode).send({ errorCode, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(errorCatalogue[ErrorCode.internal].httpStatus)
      .send({ errorCode: ErrorCode.internal, message: 'An unexpected error occurred.' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      errorCode: ErrorCode.notFound,
      message: `No route ${request.method} ${request.url}`,
    }),
  );
}
