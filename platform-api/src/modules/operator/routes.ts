// The operator API (/admin/v1): decisions on deposits and withdrawals, receipts, exchange rates,
// and chain deposit reports. Every call carries the operator key in X-Operator-Key.

import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import {
  OperatorKeyHeaders,
  requireOperatorKeyOnEveryRoute,
  type OperatorKeyCheck,
} from '../../http/operator-key.js';
import { Envelope, ok, responses } from '../../http/schemas.js';
import { setRemoteEnabled, RemoteNameSchema, RemoteRegistryEntrySchema } from '../brand/index.js';
import { setExchangeRate } from '../fx/index.js';
import {
  creditChainDeposit,
  ManualChainWatcher,
  decideDepoWd,
  createReceiptStore,
  findReceipt,
  listPendingDepoWd,
} from '../payments/index.js';
import type { WalletEventBatcher } from '../wallet-events/index.js';
import {
  AmountSchema,
  CurrencyCodeSchema,
  ExchangeRateSchema,
  TransactionSchema,
} from '../wallet/index.js';

export interface OperatorRoutesOptions {
  db: pg.Pool;
  walletEvents: WalletEventBatcher;
  operatorKeyCheck: OperatorKeyCheck;
  receiptsDir: string;
}

const tags = ['operator'];
const headers = OperatorKeyHeaders;
const PENDING_LIST_LIMIT = 500;

const TransactionIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const OperatorTransactionSchema = Type.Composite([
  TransactionSchema,
  Type.Object({ playerId: Type.String(), brandId: Type.String(), username: Type.String() }),
]);

export const operatorRoutes: FastifyPluginAsyncTypebox<OperatorRoutesOptions> = async (
  app,
  { db, walletEvents, operatorKeyCheck, receiptsDir },
) => {
  const receipts = createReceiptStore(receiptsDir);
  const chainWatcher = new ManualChainWatcher();
  const stopChainWatcher = chainWatcher.start((deposit) =>
    creditChainDeposit(db, walletEvents, deposit),
  );
  app.addHook('onClose', stopChainWatcher);
  requireOperatorKeyOnEveryRoute(app, operatorKeyCheck);

  app.get(
    '/transactions/pending',
    {
      schema: {
        tags,
        summary: 'Pending deposits and withdrawals of every brand, oldest first',
        headers,
        response: responses(Envelope(Type.Array(OperatorTransactionSchema))),
      },
    },
    async () => ok(await listPendingDepoWd(db, PENDING_LIST_LIMIT)),
  );

  app.post(
    '/transactions/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve: credit a deposit, or pay out a held withdrawal',
        description:
          'Approving an approved transaction answers it unchanged; a declined one is errorCode 13.',
        headers,
        params: TransactionIdParams,
        body: Type.Object({}, { additionalProperties: false }),
        response: responses(Envelope(TransactionSchema)),
      },
    },
    async (request) =>
      ok(await decideDepoWd(db, walletEvents, request.params.id, { kind: 'approve' })),
  );

  app.post(
    '/transactions/:id/decline',
    {
      schema: {
        tags,
        summary: "Decline: a deposit moves nothing; a withdrawal's hold goes back to the player",
        description:
          'Declining a declined transaction answers it unchanged; an approved one is errorCode 13.',
        headers,
        params: TransactionIdParams,
        body: Type.Object(
          { reason: Type.String({ minLength: 1, maxLength: 500 }) },
          { additionalProperties: false },
        ),
        response: responses(Envelope(TransactionSchema)),
      },
    },
    async (request) =>
      ok(
        await decideDepoWd(db, walletEvents, request.params.id, {
          kind: 'decline',
          reason: request.body.reason,
        }),
      ),
  );

  app.get(
    '/transactions/:id/receipt',
    {
      schema: {
        tags,
        summary: "The deposit's receipt image, with its content type",
        headers,
        params: TransactionIdParams,
      },
    },
    async (request, reply) => {
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

  app.post(
    '/rates',
    {
      schema: {
        tags,
        summary: 'Set the rate and spread of a currency pair',
        description:
          'rate: targetCurrency per 1 currency. spread: the fraction kept on swaps, 0 ≤ spread < 1.',
        headers,
        body: Type.Object(
          {
            currency: CurrencyCodeSchema,
            targetCurrency: CurrencyCodeSchema,
            rate: AmountSchema,
            spread: Type.String({ pattern: '^0(\\.[0-9]{1,18})?$', default: '0' }),
          },
          { additionalProperties: false },
        ),
        response: responses(
          Envelope(Type.Composite([ExchangeRateSchema, Type.Object({ spread: Type.String() })])),
        ),
      },
    },
    async (request) => ok(await setExchangeRate(db, request.body)),
  );

  app.post(
    '/crypto/confirm-deposit',
    {
      schema: {
        tags,
        summary: 'Report a deposit confirmed on chain: credits the address owner at once',
        description:
          'Idempotent by (network, txHash): a repeat answers the same transaction; the same ' +
          'hash with other details is errorCode 9.',
        headers,
        body: Type.Object(
          {
            address: Type.String({ minLength: 1, maxLength: 128 }),
            currency: CurrencyCodeSchema,
            network: Type.String({ minLength: 1, maxLength: 16 }),
            amount: AmountSchema,
            txHash: Type.String({ pattern: '^(0x)?[0-9a-fA-F]{64}$' }),
          },
          { additionalProperties: false },
        ),
        response: responses(Envelope(TransactionSchema)),
      },
    },
    async (request) => ok(await chainWatcher.report(request.body)),
  );

  app.post(
    '/brands/:brandId/remotes/:name',
    {
      schema: {
        tags,
        summary: "Switch one remote on or off for a brand: the brand's shells follow on next load",
        description:
          'No rebuild: the shell reads the remote registry from the brand config at boot, and a ' +
          'disabled remote is never requested.',
        headers,
        params: Type.Object({ brandId: Type.String(), name: RemoteNameSchema }),
        body: Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false }),
        response: responses(Envelope(RemoteRegistryEntrySchema)),
      },
    },
    async (request) => {
      const { brandId, name } = request.params;
      const entry = await setRemoteEnabled(db, brandId, name, request.body.enabled);
      if (entry === null) throw notFoundError(`Brand ${brandId} has no remote ${name}`);
      return ok(entry);
    },
  );
};
