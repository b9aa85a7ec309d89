// The multipart form of a payment request with a receipt: the JSON request's fields plus a receipt
// image.

import { createHash } from 'node:crypto';

import { type PaymentRequest, PaymentRequestSchema } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';

import { formatSchemaErrors } from '../../http/error-handling.js';
import { badRequestError } from '../../http/errors.js';
import { readMultipartForm } from '../../http/multipart-form.js';
import { reencodeReceipt, type ReceiptMime } from '../../http/uploads.js';

export const RECEIPT_FIELD = 'receipt';

/**
 * The form's fields, checked against the payment request's schema, and its receipt image
 * re-encoded; `call` is the route's name on the wire, for its messages.
 */
export async function readPaymentForm(
  request: FastifyRequest,
  call: string,
): Promise<{
  fields: PaymentRequest;
  receipt: { bytes: Buffer; mime: ReceiptMime; uploadSha256: string };
}> {
  const { fields, file: receiptBytes } = await readMultipartForm(request, {
    call,
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
