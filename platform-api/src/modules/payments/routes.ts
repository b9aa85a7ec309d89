import { createHash } from 'node:crypto';

import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';

import type { DepoWdRequest } from '../../../../shared/src/wallet/types.js';
import { formatSchemaErrors } from '../../http/error-handling.js';
import { ApiError, badRequestError, notFoundError } from '../../http/errors.js';
import { PageSchema } from '../../http/paging.js';
import { Envelope, ok, requiresAuthorization, responses } from '../../http/schemas.js';
import { assertNoNulCharacter } from '../../http/storable-input.js';
import { authenticatePlayer } from '../auth/index.js';
import { findBrand } from '../brand/index.js';
import { runIdempotently } from '../idempotency/index.js';
import { createPaymentAccount, findPaymentAccount } from '../payment-accounts/index.js';
import { publishAfterCommit, type WalletEventBatcher } from '../wallet-events/index.js';
import {
  DepoWdRequestSchema,
  IdempotencyHeadersSchema,
  PaymentAccountSchema,
  TransactionListRequestSchema,
  TransactionSchema,
} from '../wallet/index.js';
import { requestDepoWd } from './depo-wd.js';
import {
  createReceiptStore,
  MAX_RECEIPT_BYTES,
  reencodeReceipt,
  type ReceiptMime,
  type StoredReceipt,
} from './receipts.js';
import { findAccountTransaction, listAccountTransactions } from './repository.js';

export interface PaymentRoutesOptions {
  db: pg.Pool;
  walletEvents: WalletEventBatcher;
  receiptsDir: string;
}

const tags = ['payments'];
const security = requiresAuthorization;
const RECEIPT_FIELD = 'receipt';

export const paymentRoutes: FastifyPluginAsyncTypebox<PaymentRoutesOptions> = async (
  app,
  { db, walletEvents, receiptsDir },
) => {
  const receipts = createReceiptStore(receiptsDir);

  /** The calling player with its brand's payment account settings. */
  const caller = async (authorization: string | undefined) => {
    const player = await authenticatePlayer(db, authorization);
    const brand = await findBrand(db, player.brandId);
    if (brand === null) throw new Error(`Player ${player.id} has no brand ${player.brandId}`);
    return { id: player.id, settings: brand.config.paymentAccountSettings };
  };

  app.post(
    '/paymentAccount/get',
    {
      schema: {
        tags,
        summary: "The player's payment account, or null",
        description:
          'A player who registered with bank details has that bank as its payment account.',
        security,
        body: Type.Object({}, { additionalProperties: false }),
        response: responses(Envelope(Type.Union([PaymentAccountSchema, Type.Null()]))),
      },
    },
    async (request) => {
      const player = await authenticatePlayer(db, request.headers.authorization);
      return ok(await findPaymentAccount(db, player.id));
    },
  );

  app.post(
    '/paymentAccount/create',
    {
      schema: {
        tags,
        summary: "Add the player's payment account (one per player; it cannot be changed)",
        description:
          "type must be one of the brand's allowed types, channelCode a channel of that type. " +
          'errorCode 11 when the player already has one.',
        security,
        headers: IdempotencyHeadersSchema,
        body: Type.Object(
          {
            type: Type.Union([Type.Literal('bank'), Type.Literal('eWallet')]),
            channelCode: Type.String({ minLength: 1, maxLength: 32 }),
            accountName: Type.String({ minLength: 2, maxLength: 60, pattern: '^\\S(.*\\S)?$' }),
            accountNumber: Type.String({ pattern: '^\\+?[0-9]{6,20}$' }),
          },
          { additionalProperties: false },
        ),
        response: responses(Envelope(PaymentAccountSchema)),
      },
    },
    async (request) => {
      const player = await caller(request.headers.authorization);
      const call = {
        playerId: player.id,
        idempotencyKey: request.headers['idempotency-key'],
        call: 'paymentAccount/create',
        input: request.body,
      };
      return ok(
        await runIdempotently(db, call, (client) =>
          createPaymentAccount(client, player.id, player.settings, request.body),
        ),
      );
    },
  );

  const depoWdDescription =
    'DEPOSIT records a PENDING transaction and moves nothing until an operator approves it. ' +
    'WITHDRAW holds the amount at once (errorCode 10 when the balance is short). Fiat needs ' +
    "paymentChannel (a channel of the currency) and, when the brand requires one, the player's " +
    'payment account (errorCode 12); crypto needs network, and toAddress to withdraw. The ' +
    "amount must be within the currency's limits and scale.";

  app.post(
    '/depo-wd',
    {
      schema: {
        tags,
        summary: 'Request a deposit or a withdrawal',
        description: depoWdDescription,
        security,
        headers: IdempotencyHeadersSchema,
        body: DepoWdRequestSchema,
        response: responses(Envelope(TransactionSchema)),
      },
    },
    async (request) => {
      const player = await caller(request.headers.authorization);
      const call = {
        playerId: player.id,
        idempotencyKey: request.headers['idempotency-key'],
        call: 'depo-wd',
        input: request.body,
      };
      return ok(
        await publishAfterCommit(walletEvents, (events) =>
          runIdempotently(db, call, (client) =>
            requestDepoWd(client, player, request.body, events),
          ),
        ),
      );
    },
  );

  // Multipart parsing only where a file is expected: every other call stays JSON-only.
  const multipartScope: FastifyPluginAsyncTypebox = async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_RECEIPT_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    });
    scope.post(
      '/depowd',
      {
        schema: {
          tags,
          summary: 'Request a deposit with a receipt image (multipart/form-data)',
          description:
            `The fields of depo-wd as form fields, plus the file field "${RECEIPT_FIELD}": a ` +
            'PNG, JPEG or WebP image (recognised by its content) of at most 2 MiB, stored ' +
            're-encoded without its metadata. ' +
            depoWdDescription,
          security,
          consumes: ['multipart/form-data'],
          headers: IdempotencyHeadersSchema,
          response: responses(Envelope(TransactionSchema)),
        },
      },
      async (request) => {
        const player = await caller(request.headers.authorization);
        const { fields, receipt } = await readDepoWdForm(request);
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
            await publishAfterCommit(walletEvents, (events) =>
              runIdempotently(db, call, (client) =>
                requestDepoWd(client, player, fields, events, saveReceipt),
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
  };
  await app.register(multipartScope);

  app.post(
    '/listAccountTransaction',
    {
      schema: {
        tags,
        summary: "The player's transactions of one category, a page at a time",
        description:
          'DEPOWD: deposits and withdrawals; SWAP: swaps (in the currency given); ' +
          'GAMETRANSFER: transfers to and from games. Sorted by createdAt.',
        security,
        body: TransactionListRequestSchema,
        response: responses(Envelope(PageSchema(TransactionSchema))),
      },
    },
    async (request) => {
      const player = await authenticatePlayer(db, request.headers.authorization);
      const { transactionType, sort, page = 1, pageSize = 20 } = request.body;
      const { items, total } = await listAccountTransactions(db, player.id, {
        category: transactionType,
        sort,
        page,
        pageSize,
      });
      return ok({ items, total, page, pageSize });
    },
  );

  app.post(
    '/get-transaction',
    {
      schema: {
        tags,
        summary: 'One of the player’s transactions',
        description: "errorCode 6 for an unknown id or another player's transaction.",
        security,
        body: Type.Object(
          { transactionId: Type.String({ format: 'uuid' }) },
          { additionalProperties: false },
        ),
        response: responses(Envelope(TransactionSchema)),
      },
    },
    async (request) => {
      const player = await authenticatePlayer(db, request.headers.authorization);
      const transaction = await findAccountTransaction(db, player.id, request.body.transactionId);
      if (transaction === null) throw notFoundError('No such transaction');
      return ok(transaction);
    },
  );
};

/** The form's fields, checked against the depo-wd schema, and its receipt image re-encoded. */
async function readDepoWdForm(request: FastifyRequest): Promise<{
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
  const isDepoWdRequest = (candidate: object): candidate is DepoWdRequest => validate(candidate);
  if (!isDepoWdRequest(fields)) {
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
