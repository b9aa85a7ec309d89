// The multipart form of depowd: depo-wd's fields plus a receipt image.

import { createHash } from 'node:crypto';

import { type DepoWdRequest, DepoWdRequestSchema } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';

import { formatSchemaErrors } from '../../http/error-handling.js';
import { ApiError, badRequestError } from '../../http/errors.js';
import { assertNoNulCharacter } from '../../http/storable-input.js';
import { reencodeReceipt, type ReceiptMime } from '../../http/uploads.js';

export const RECEIPT_FIELD = 'receipt';

/** The form's fields, checked against the depo-wd schema, and its receipt image re-encoded. */
export async function readPaymentForm(request: FastifyRequest): Promise<{
  fields: DepoWdRequest;
  receipt: { bytes: Buffer; mime: ReceiptMime; uploadSha256: string };
}> {
  if (!request.isMultipart()) throw badRequestError('depowd takes multipart/form-data');
  const fields: Record<string, string> = {};
  let receiptBytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== RECEIPT_FIELD) {
          throw badRequestError(`Unexpected file field ${part.fieldname}`);
        }
        receiptBytes = await part.toBuffer();
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
  // The same validator, with the same options, as every JSON body.
  const validate = request.compileValidationSchema(DepoWdRequestSchema);
  const isPaymentRequest = (candidate: object): candidate is DepoWdRequest => validate(candidate);
  if (!isPaymentRequest(fields)) {
    throw badRequestError(formatSchemaErrors(validate.errors ?? [], 'body').message);
  }
  if (receiptBytes === undefined) throw badRequestError(`The ${RECEIPT_FIELD} image is required`);
  return {
    fields,
    receipt: {
      ...(await reencodeReceipt(receiptBytes)),
      // The upload, not its re-encoding, identifies a repeated call.
      uploadSha256: createHash('sha256').update(receiptBytes).digest('hex'),
    },
  };
}
