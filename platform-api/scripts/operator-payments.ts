// `pnpm operator payments …`: the payments queue and its decisions from the command line
// (docs/payments.md). The commands' first names (`pnpm operator pending`, …) stay as aliases.

import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  PAYMENT_DECLINE_REASONS,
  type OperatorTransaction,
  type Transaction,
} from '@croupier/contracts';

import { call, callJson, CommandError, printTable, requireArgument } from './operator-client.js';

export const PAYMENTS_USAGE = `  payments pending                             list pending deposits and withdrawals
  payments approve <id>                        approve a pending payment
  payments decline <id> --reason <code> [--note "…"]
                                               decline it with a reason the player reads:
                                               ${PAYMENT_DECLINE_REASONS.join(', ')};
                                               the note is for staff only
  payments receipt <id> [--out file]           save a deposit's receipt image
  payments confirm-deposit --address … --currency … --network … --amount … --tx …
                                               credit a deposit seen on chain
  (pending, approve, decline, receipt and confirm-deposit also work without "payments")`;

export interface PaymentArguments {
  reason?: string | undefined;
  note?: string | undefined;
  out?: string | undefined;
  address?: string | undefined;
  currency?: string | undefined;
  network?: string | undefined;
  amount?: string | undefined;
  tx?: string | undefined;
}

function printTransaction(transaction: Transaction) {
  printTable([
    {
      id: transaction.transactionId,
      type: transaction.transactionType,
      status: transaction.status,
      amount: `${transaction.amount} ${transaction.currency}`,
      via: transaction.paymentChannel ?? transaction.network ?? '',
      reason: transaction.reason ?? '',
    },
  ]);
}

export async function runPaymentCommand(
  action: string | undefined,
  rest: string[],
  values: PaymentArguments,
): Promise<void> {
  switch (action) {
    case 'pending': {
      const pending = await callJson<OperatorTransaction[]>('GET', '/payments/pending');
      if (pending.length === 0) {
        console.info('No pending transactions.');
        return;
      }
      printTable(
        pending.map((transaction) => ({
          id: transaction.transactionId,
          brand: transaction.brandId,
          player: transaction.username,
          type: transaction.transactionType,
          amount: `${transaction.amount} ${transaction.currency}`,
          via: transaction.paymentChannel ?? transaction.network ?? '',
          toAddress: transaction.toAddress ?? '',
          receipt: transaction.hasReceipt ? 'yes' : '',
          created: transaction.createdAt,
        })),
      );
      return;
    }
    case 'approve': {
      const id = requireArgument(rest[0], 'transaction id');
      printTransaction(await callJson<Transaction>('POST', `/payments/${id}/approve`, {}));
      return;
    }
    case 'decline': {
      const id = requireArgument(rest[0], 'transaction id');
      const reason = requireArgument(values.reason, '--reason');
      printTransaction(
        await callJson<Transaction>('POST', `/payments/${id}/decline`, {
          reason,
          ...(values.note === undefined ? {} : { note: values.note }),
        }),
      );
      return;
    }
    case 'receipt': {
      const id = requireArgument(rest[0], 'transaction id');
      const response = await call('GET', `/payments/${id}/receipt`);
      const mime = response.headers.get('content-type') ?? '';
      const extension = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }[
        mime.split(';')[0] ?? ''
      ];
      // pnpm runs scripts in the package folder; INIT_CWD is where the command was typed.
      const out = path.resolve(
        process.env.INIT_CWD ?? '.',
        values.out ?? `receipt-${id}.${extension ?? 'bin'}`,
      );
      await writeFile(out, Buffer.from(await response.arrayBuffer()));
      console.info(`Saved ${mime} receipt to ${out}`);
      return;
    }
    case 'confirm-deposit': {
      printTransaction(
        await callJson<Transaction>('POST', '/crypto/confirm-deposit', {
          address: requireArgument(values.address, '--address'),
          currency: requireArgument(values.currency, '--currency'),
          network: requireArgument(values.network, '--network'),
          amount: requireArgument(values.amount, '--amount'),
          txHash: requireArgument(values.tx, '--tx'),
        }),
      );
      return;
    }
    default:
      throw new CommandError(`Unknown payments command ${action ?? ''}\n\n${PAYMENTS_USAGE}`);
  }
}
