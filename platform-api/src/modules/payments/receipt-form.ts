// The multipart form of depowd: depo-wd's fields plus a receipt image.

import { createHash } from 'node:crypto';

import { type PaymentRequest, PaymentRequestSchema } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';

import { formatSchemaErrors } from '../../http/error-handling.js';
import { badRequestError } from '../../http/errors.js';
import { readMultipartForm } from '../../http/multipart-form.js';
import { reencodeReceipt, type ReceiptMime } from '../../http/uploads.js';

export const RECEIPT_FIELD = 'receipt';

/** The form's fields, checked against the depo-wd schema, and its receipt image re-encoded. */
export async function readPaymentForm(request: FastifyRequest): Promise<{
  fields: PaymentRequest;
  receipt: { bytes: Buffer; mime: ReceiptMime; uploadSha256: string };
}> {
  const { fields, file: receiptBytes } = await readMultipartForm(request, {
    call: 'depowd',
    fileField: RECEIPT_FIELD,
  });
  // The same validator, with the same options, as every JSON body.
  const validate = request.compileValidationSchema(PaymentRequestSchema);
  const isPaymentRequest = (candidate: object): candidate is PaymentRequest => validate(candidate);
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
