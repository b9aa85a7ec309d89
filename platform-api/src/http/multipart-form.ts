// Reading a multipart form of text fields and at most one file, where a broken or oversized form
// is the client's mistake (400), never the server's.

import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';

import { ApiError, badRequestError } from './errors.js';
import { assertNoNulCharacter } from './storable-input.js';

/** The form's text fields (each given once) and the bytes of its one file field, if sent. */
export async function readMultipartForm(
  request: FastifyRequest,
  { call, fileField }: { call: string; fileField: string },
): Promise<{ fields: Record<string, string>; file: Buffer | undefined }> {
  if (!request.isMultipart()) throw badRequestError(`${call} takes multipart/form-data`);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          throw badRequestError(`Unexpected file field ${part.fieldname}`);
        }
        file = await part.toBuffer();
      } else {
        if (typeof part.value !== 'string' || part.fieldname in fields) {
          throw badRequestError(`Field ${part.fieldname} must be given once, as text`);
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Oversized files, too many parts, a broken form: all the client's doing.
    throw badRequestError(`Unreadable form: ${(error as Error).message}`);
  }
  assertNoNulCharacter(fields, 'body');
  return { fields, file };
}

/**
 * A plugin of the routes that take a form of at most `fields` text fields and one file: multipart
 * parsing only where a file is expected, so every other call stays JSON-only.
 */
export const multipartForms =
  (
    { fields, fileSizeBytes }: { fields: number; fileSizeBytes: number },
    declareRoutes: (scope: Parameters<FastifyPluginAsyncTypebox>[0]) => void,
  ): FastifyPluginAsyncTypebox =>
  async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: fileSizeBytes, files: 1, fields, fieldSize: 1024, parts: fields + 1 },
    });
    declareRoutes(scope);
  };
