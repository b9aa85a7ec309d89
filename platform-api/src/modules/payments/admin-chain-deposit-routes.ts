import { AmountSchema, CurrencyCodeSchema, TransactionSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

import { hasBrand } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import type { MoneyRoutesOptions } from '../wallet-events/index.js';
import { creditChainDeposit, ManualChainWatcher } from './chain-deposits.js';
import { findCryptoAddressBrand } from './repository.js';
import { canonicalTxHash } from './tx-hashes.js';

/** `crypto/confirm-deposit`: chain deposits reported by hand, credited as a watcher would. */
export const chainDepositRoutes: FastifyPluginAsyncTypebox<MoneyRoutesOptions> = async (
  app,
  { db, walletEvents },
) => {
  const chainWatcher = new ManualChainWatcher();
  const stopChainWatcher = chainWatcher.start((deposit) =>
    creditChainDeposit(db, walletEvents, deposit),
  );
  app.addHook('onClose', stopChainWatcher);

  app.post(
    '/crypto/confirm-deposit',
    {
      config: { roles: ['payments'], audit: 'payment.chain-deposit' },
      schema: operatorRouteSchema('operator', TransactionSchema, {
        summary: 'Report a deposit confirmed on chain: credits the address owner at once',
        description:
          'Idempotent by (network, txHash), the hash in any case, with or without 0x: a repeat ' +
          'answers the same transaction; the same hash with other details is errorCode 9.',
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
      }),
    },
    async (request) => {
      const { address, network, txHash } = request.body;
      // An address of another brand's player is as unknown to the caller as one never issued.
      const brandId = await findCryptoAddressBrand(db, address);
      if (brandId !== null && !hasBrand(request.operator, brandId)) {
        throw notFoundError(`No player was given the address ${address}`);
      }
      const transaction = await chainWatcher.report(request.body);
      request.audit = {
        brandId,
        target: `chain:${canonicalTxHash(network, txHash)}`,
        after: transaction,
      };
      return ok(transaction);
    },
  );
};
