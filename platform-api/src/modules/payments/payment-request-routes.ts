import {
  PaymentRequestSchema,
  IdempotencyHeadersSchema,
  TransactionSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { multipartForms } from '../../http/multipart-form.js';
import { ok, playerCall } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute, type Player } from '../auth/index.js';
import { runIdempotently } from '../idempotency/index.js';
import { type MoneyRoutesOptions, deliverAfterCommit } from '../wallet-events/index.js';
import { paymentAccountSettingsOf } from './payment-account-settings.js';
import { requestPayment } from './payment-requests.js';
import { readPaymentForm, RECEIPT_FIELD } from './receipt-form.js';
import { createReceiptStore, MAX_RECEIPT_BYTES, type StoredReceipt } from '../../http/uploads.js';

export interface PaymentRequestRoutesOptions extends MoneyRoutesOptions {
  receiptsDir: string;
}

/** The player's id with its brand's payment account settings. */
async function payingPlayer(db: pg.Pool, player: Player) {
  return { id: player.id, settings: await paymentAccountSettingsOf(db, player) };
}

/** `depo-wd` and `depowd`: a deposit or withdrawal request, the latter with a receipt image. */
export const paymentRequestRoutes: FastifyPluginAsyncTypebox<PaymentRequestRoutesOptions> = async (
  app,
  { db, walletEvents, receiptsDir },
) => {
  requirePlayerOnEveryRoute(app, db);
  const receipts = createReceiptStore(receiptsDir);

  const paymentRequestDescription =
    'DEPOSIT records a PENDING transaction and moves nothing until an operator approves it. ' +
    'WITHDRAW holds the amount at once (errorCode 10 when the balance is short). Fiat needs ' +
    "paymentChannel (a channel of the currency) and, when the brand requires one, the player's " +
    'payment account (errorCode 12); crypto needs network, and toAddress to withdraw. The ' +
    "amount must be within the currency's limits and scale.";

  app.post(
    '/depo-wd',
    playerCall('payments', TransactionSchema, {
      summary: 'Request a deposit or a withdrawal',
      description: paymentRequestDescription,
      headers: IdempotencyHeadersSchema,
      body: PaymentRequestSchema,
    }),
    async (request) => {
      const player = await payingPlayer(db, request.player);
      const call = {
        playerId: player.id,
        idempotencyKey: request.headers['idempotency-key'],
        call: 'depo-wd',
        input: request.body,
      };
      return ok(
        await deliverAfterCommit(walletEvents, () =>
          runIdempotently(db, call, (client) => requestPayment(client, player, request.body)),
        ),
      );
    },
  );

  const receiptForms = multipartForms({ fields: 10, fileSizeBytes: MAX_RECEIPT_BYTES }, (scope) => {
    scope.post(
      '/depowd',
      playerCall('payments', TransactionSchema, {
        summary: 'Request a deposit with a receipt image (multipart/form-data)',
        description:
          `The fields of depo-wd as form fields, plus the file field "${RECEIPT_FIELD}": a ` +
          'PNG, JPEG or WebP image (recognised by its content) of at most 2 MiB, stored ' +
          're-encoded without its metadata. ' +
          paymentRequestDescription,
        consumes: ['multipart/form-data'],
        headers: IdempotencyHeadersSchema,
      }),
      async (request) => {
        const player = await payingPlayer(db, request.player);
        const { fields, receipt } = await readPaymentForm(request, 'depowd');
        const call = {
          playerId: player.id,
          idempotencyKey: request.headers['idempotency-key'],
          call: 'depowd',
          input: { fields, receiptSha256: receipt.uploadSha256 },
        };
        let saved: StoredReceipt | undefined;
        const saveReceipt = async () => (saved = await receipts.save(receipt.bytes, receipt.mime));
        try {
          return ok(
            await deliverAfterCommit(walletEvents, () =>
              runIdempotently(db, call, (client) =>
                requestPayment(client, player, fields, saveReceipt),
              ),
            ),
          );
        } catch (error) {
          // The transaction rolled back, so nothing points at the file any more.
          if (saved !== undefined) await receipts.remove(saved.file);
          throw error;
        }
      },
    );
  });
  await app.register(receiptForms);
};
