// Turns every failure into `{ errorCode, message }`: schema violations, unparsable bodies and input
// the database cannot store are errorCode 2, never a 500. Installed on the root instance so every
// plugin inherits it; Fastify's answers outside the request lifecycle are given the same shape.

import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import pg from 'pg';

import {
  ApiError,
  ErrorCode,
  errorCatalogue,
  refusalOf,
  type ErrorReasonWithParams,
} from './errors.js';

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

// PostgreSQL data exceptions that only a client's input causes (text holding NUL, a date it cannot
// store): edge validation refuses such input first, and should it miss one, the answer is still 400.
const STORAGE_REFUSALS: Record<string, string> = {
  '22021': 'A text value holds a character that cannot be stored, such as NUL',
  '22P05': 'A text value holds a character that cannot be stored, such as NUL',
  '22007': 'A date or time is invalid or out of range',
  '22008': 'A date or time is invalid or out of range',
};

/** The message of a PostgreSQL data exception that only input causes, else null. */
function storageRefusalOf(error: Error): string | null {
  return error instanceof pg.DatabaseError ? (STORAGE_REFUSALS[error.code ?? ''] ?? null) : null;
}

type Failure = Error & { statusCode?: number; validation?: unknown };

interface ErrorAnswer {
  statusCode: number;
  errorCode: ErrorCode;
  message: string;
  reason?: ErrorReasonWithParams;
}

/** The answer's body: `{ errorCode, message }`, with `reason` and `params` when it has a reason. */
function bodyOf({ errorCode, message, reason }: ErrorAnswer) {
  return reason === undefined ? { errorCode, message } : { errorCode, message, ...reason };
}

/** What a failure answers: an ApiError as it says, a client's mistake as errorCode 2, else 500. */
function answerOf(failure: Failure): ErrorAnswer {
  // A rule enforced in SQL refuses with its error code, wherever the statement ran.
  const error = refusalOf(failure) ?? failure;
  if (error instanceof ApiError) {
    return {
      statusCode: error.statusCode,
      errorCode: error.errorCode,
      message: error.message,
      reason: error.reason,
    };
  }
  const storageRefusal = storageRefusalOf(error);
  if (storageRefusal !== null) {
    const { httpStatus } = errorCatalogue[ErrorCode.badRequest];
    return { statusCode: httpStatus, errorCode: ErrorCode.badRequest, message: storageRefusal };
  }
  const statusCode = error.statusCode ?? 500;
  if (error.validation !== undefined || (statusCode >= 400 && statusCode < 500)) {
    // Schema violations, malformed or empty JSON, unsupported content types, oversized bodies,
    // undecodable URLs, overlong path parameters.
    const errorCode =
      statusCode === 404
        ? ErrorCode.notFound
        : statusCode === 429
          ? ErrorCode.tooManyAttempts
          : ErrorCode.badRequest;
    const reason =
      errorCode === ErrorCode.badRequest
        ? { reason: 'invalidInput' as const, params: {} }
        : undefined;
    return { statusCode, errorCode, message: error.message, reason };
  }
  return {
    statusCode: errorCatalogue[ErrorCode.internal].httpStatus,
    errorCode: ErrorCode.internal,
    message: 'An unexpected error occurred.',
  };
}

/**
 * Fastify's own answers outside the request lifecycle, in the API's error shape: URLs that do not
 * decode or path parameters over the length limit (`frameworkErrors`), and requests the HTTP
 * parser refuses before there is any request (`clientErrorHandler`).
 */
export const frameworkErrorOptions = {
  frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const answer = answerOf(error);
    void reply.code(answer.statusCode).send(bodyOf(answer));
  },
  clientErrorHandler: (error: Error & { code?: string }, socket: Duplex) => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const [statusCode, message] =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request took too long to arrive']
          : error.code === 'HPE_HEADER_OVERFLOW'
            ? [431, 'The request headers are too large']
            : [400, 'The request is not valid HTTP'];
      const body = JSON.stringify({ errorCode: ErrorCode.badRequest, message });
      socket.write(
        `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nConnection: close\r\n` +
          `Content-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  },
};

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
    const answer = answerOf(error);
    if (answer.errorCode === ErrorCode.internal) {
      request.log.error({ err: error }, 'request failed');
    } else if (storageRefusalOf(error) !== null) {
      // Validation at the edge should have refused this input: worth a look, but not a 500.
      request.log.warn({ err: error }, 'input refused by the database');
    }
    return reply.code(answer.statusCode).send(bodyOf(answer));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      errorCode: ErrorCode.notFound,
      message: `No route ${request.method} ${request.url}`,
    }),
  );
}
