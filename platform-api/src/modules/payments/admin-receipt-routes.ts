// The receipt image a player sent with a deposit request, as staff open it beside the request.

import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { createReceiptStore } from '../../http/uploads.js';
import { PaymentIdParams, paymentBrandInScope } from './payment-scope.js';
import { findReceipt } from './repository.js';

export interface PaymentReceiptRoutesOptions {
  db: pg.Pool;
  receiptsDir: string;
}

/** `:id/receipt` under the payment paths. */
export const paymentReceiptRoutes: FastifyPluginAsyncTypebox<PaymentReceiptRoutesOptions> = async (
  app,
  { db, receiptsDir },
) => {
  const receipts = createReceiptStore(receiptsDir);

  app.get(
    '/:id/receipt',
    {
      config: { roles: ['payments', 'support'] },
      schema: {
        tags: ['operator'],
        summary: "The deposit's receipt image, with its content type",
        headers: OperatorKeyHeaders,
        params: PaymentIdParams,
      },
    },
    async (request, reply) => {
      await paymentBrandInScope(db, request, request.params.id);
      const receipt = await findReceipt(db, request.params.id);
      if (receipt === null || receipt.file === null || receipt.mime === null) {
        throw notFoundError('This transaction has no receipt');
      }
      const filePath = receipts.pathOf(receipt.file);
      await access(filePath).catch(() => {
        throw notFoundError('The receipt file is missing from the receipts folder');
      });
      // Stored re-encoded, so it is only an image; nosniff keeps browsers reading it as one.
      return reply
        .type(receipt.mime)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `inline; filename="receipt-${request.params.id}${path.extname(receipt.file)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(createReadStream(filePath));
    },
  );
};
