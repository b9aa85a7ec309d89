// Operator CLI over the admin API (/admin/v1). API_URL selects the server; OPERATOR_KEY or
// --api-key is an API key (or the bootstrap key). `staff add` works on the database directly.
//
//   pnpm operator staff add <username> --role <role> [--role …] [--brand …] [--password …] [--json]
//   pnpm operator staff reseal-secrets
//   pnpm operator payments pending | approve <id> | decline <id> --reason <code> [--note "…"]
//   pnpm operator payments receipt <id> [--out file] | confirm-deposit --address … --tx …
//   pnpm operator set-rate <currency> <targetCurrency> <rate> [--spread 0.01]
//   pnpm operator bonus offers | create-offer | archive | grant | forfeit | report | promotion …
//   pnpm operator remote <name> --brand … --enable | --disable --reason "…"
//   pnpm operator kyc pending | approve <playerId> [--screening-reviewed] | reject <playerId> --reason <code> [--note "…"]
//   pnpm operator hub88 sync-games
//   pnpm operator hub88 sync-prepaids
//   pnpm operator hub88 reconcile --from YYYY-MM-DD --to YYYY-MM-DD [--compare]

import { parseArgs } from 'node:util';

import { DOCUMENT_REJECTION_REASONS } from '@croupier/contracts';

import { ApiError } from '../src/http/errors.js';
import {
  callJson,
  CommandError,
  printTable,
  requireArgument,
  setOperatorKey,
} from './operator-client.js';
import { BONUS_USAGE, runBonusCommand } from './operator-bonus.js';
import { PAYMENTS_USAGE, runPaymentCommand } from './operator-payments.js';
import { runStaffCommand, STAFF_USAGE, UsageError } from './operator-staff.js';

const USAGE = `Usage: operator <command> [arguments]

${PAYMENTS_USAGE}
  set-rate <currency> <target> <rate> [--spread 0.01]
                                               set a pair's exchange rate and spread
${BONUS_USAGE}
  remote <games|wallet|account|referral> --brand … --enable | --disable --reason "…"
                                               switch a remote on or off for a brand (no rebuild);
                                               the reason goes to the audit log
  kyc pending                                  list identity verifications waiting for a decision
  kyc approve <playerId> [--screening-reviewed]
                                               verify a player's identity; a screening list match
                                               needs --screening-reviewed after a manual review
  kyc reject <playerId> --reason <code> [--note "…"] [--accepted type,…]
                                               reject the documents with a reason the player
                                               reads: ${DOCUMENT_REJECTION_REASONS.join(', ')};
                                               --accepted: the document types that were fine
  hub88 sync-games                             import Hub88's catalogue (re-run to update it)
  hub88 sync-prepaids                          store each game's Hub88 prepaids (once a minute)
  hub88 reconcile --from YYYY-MM-DD --to YYYY-MM-DD [--compare]
                                               list Hub88's transactions of those UTC days with
                                               their outcome and ledger transfer; --compare
                                               compares those closed days with Hub88's own list
                                               now, stores the result and prints differences
${STAFF_USAGE}

Every command but staff calls the API with --api-key <key>, else OPERATOR_KEY: an API key
(pnpm operator staff add, then POST /admin/v1/api-keys) or the deployment's bootstrap key.
Environment: API_URL (default http://127.0.0.1:4000), OPERATOR_KEY (default: the demo key),
DATABASE_URL (staff: default the embedded database of pnpm start).`;

interface Verification {
  status: string;
  fullName: string | null;
  reason: string | null;
  screeningMatch: string | null;
}

interface PendingVerification {
  playerId: string;
  brandId: string;
  username: string;
  fullName: string | null;
  dateOfBirth: string | null;
  screeningMatch: string | null;
  submittedAt: string;
  documents: Array<{ documentType: string }>;
}

async function run(argv: string[]): Promise<void> {
  if (argv[0] === 'staff') return runStaffCommand(argv.slice(1));
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      reason: { type: 'string' },
      note: { type: 'string' },
      accepted: { type: 'string' },
      out: { type: 'string' },
      spread: { type: 'string' },
      address: { type: 'string' },
      currency: { type: 'string' },
      network: { type: 'string' },
      amount: { type: 'string' },
      tx: { type: 'string' },
      brand: { type: 'string' },
      username: { type: 'string' },
      description: { type: 'string' },
      key: { type: 'string' },
      'api-key': { type: 'string' },
      enable: { type: 'boolean' },
      disable: { type: 'boolean' },
      'screening-reviewed': { type: 'boolean' },
      from: { type: 'string' },
      to: { type: 'string' },
      status: { type: 'string' },
      file: { type: 'string' },
      offer: { type: 'string' },
      csv: { type: 'boolean' },
      compare: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  setOperatorKey(values['api-key']);
  const [command, ...rest] = positionals;
  if (values.help || command === undefined) {
    console.info(USAGE);
    return;
  }
  switch (command) {
    case 'set-rate': {
      const [currency, targetCurrency, rate] = [
        requireArgument(rest[0], 'currency'),
        requireArgument(rest[1], 'target currency'),
        requireArgument(rest[2], 'rate'),
      ];
      const stored = await callJson<Record<string, string>>('POST', '/rates', {
        currency,
        targetCurrency,
        rate,
        spread: values.spread ?? '0',
      });
      printTable([stored]);
      return;
    }
    case 'payments':
      await runPaymentCommand(rest[0], rest.slice(1), values);
      return;
    // The payment commands' first names, kept as aliases of `payments …`.
    case 'pending':
    case 'approve':
    case 'decline':
    case 'receipt':
    case 'confirm-deposit':
      await runPaymentCommand(command, rest, values);
      return;
    case 'bonus':
      await runBonusCommand(rest, values);
      return;
    case 'remote': {
      if (values.enable === values.disable) throw new CommandError('Give --enable or --disable');
      const name = requireArgument(rest[0], 'remote name');
      const brand = requireArgument(values.brand, '--brand');
      const entry = await callJson<Record<string, string | boolean>>(
        'POST',
        `/brands/${encodeURIComponent(brand)}/remotes/${encodeURIComponent(name)}`,
        { enabled: values.enable === true, reason: requireArgument(values.reason, '--reason') },
      );
      printTable([
        { brand, remote: name, enabled: String(entry.enabled), entry: String(entry.entry) },
      ]);
      return;
    }
    case 'kyc': {
      const [action, playerId] = rest;
      if (action === 'pending') {
        const pending = await callJson<PendingVerification[]>('GET', '/kyc/pending');
        if (pending.length === 0) {
          console.info('No verifications waiting.');
          return;
        }
        printTable(
          pending.map((verification) => ({
            player: verification.playerId,
            brand: verification.brandId,
            username: verification.username,
            name: verification.fullName ?? '',
            born: verification.dateOfBirth ?? '',
            documents: verification.documents.map((document) => document.documentType).join(' '),
            screening: verification.screeningMatch ?? '',
            submitted: verification.submittedAt,
          })),
        );
        return;
      }
      const id = requireArgument(playerId, 'player id');
      const decided =
        action === 'approve'
          ? await callJson<Verification>('POST', `/kyc/${id}/approve`, {
              screeningReviewed: values['screening-reviewed'] === true,
            })
          : action === 'reject'
            ? await callJson<Verification>('POST', `/kyc/${id}/reject`, {
                reason: requireArgument(values.reason, '--reason'),
                ...(values.note === undefined ? {} : { note: values.note }),
                ...(values.accepted === undefined
                  ? {}
                  : { acceptedDocuments: values.accepted.split(',') }),
              })
            : null;
      if (decided === null) throw new CommandError(`Unknown kyc action ${action}\n\n${USAGE}`);
      printTable([
        {
          player: id,
          status: decided.status,
          reason: decided.reason ?? '',
          screening: decided.screeningMatch ?? '',
        },
      ]);
      return;
    }
    case 'hub88':
      await hub88Command(rest[0], values);
      return;
    default:
      throw new CommandError(`Unknown command ${command}\n\n${USAGE}`);
  }
}

interface Hub88Transaction {
  transactionUuid: string;
  kind: string;
  referenceTransactionUuid: string | null;
  round: string | null;
  user: string | null;
  currency: string | null;
  amount: string | null;
  outcome: string;
  transferId: string | null;
  supplierPromo: string | null;
  createdAt: string;
}

interface ReconciliationItem {
  transactionUuid: string;
  difference: string;
  kind: string | null;
  hub88Amount: string | null;
  ledgerAmount: string | null;
  hub88Status: string | null;
  ledgerOutcome: string | null;
}

/** Compares closed days with Hub88's transactions/list and prints each day's differences. */
async function compareHub88Days(from: string, to: string): Promise<void> {
  const { days } = await callJson<{
    days: { day: string; hub88Count: number; ledgerCount: number; differences: number }[];
  }>('POST', '/hub88/reconciliation', { from, to });
  printTable(
    days.map((day) => ({
      day: day.day,
      hub88: String(day.hub88Count),
      ledger: String(day.ledgerCount),
      differences: String(day.differences),
    })),
  );
  for (const day of days.filter((entry) => entry.differences > 0)) {
    const { items } = await callJson<{ items: ReconciliationItem[] }>(
      'GET',
      `/hub88/reconciliation/days/${day.day}`,
    );
    console.info(`\n${day.day}:`);
    printTable(
      items.map((item) => ({
        transaction: item.transactionUuid,
        difference: item.difference,
        kind: item.kind ?? '',
        hub88: `${item.hub88Amount ?? ''} ${item.hub88Status ?? ''}`.trim(),
        ledger: `${item.ledgerAmount ?? ''} ${item.ledgerOutcome ?? ''}`.trim(),
      })),
    );
  }
}

async function hub88Command(
  subcommand: string | undefined,
  values: { from?: string | undefined; to?: string | undefined; compare?: boolean | undefined },
): Promise<void> {
  if (subcommand === 'sync-games' || subcommand === 'sync-prepaids') {
    const report = await callJson<Record<string, number>>('POST', `/hub88/${subcommand}`, {});
    printTable([
      Object.fromEntries(Object.entries(report).map(([name, count]) => [name, String(count)])),
    ]);
    return;
  }
  if (subcommand !== 'reconcile') throw new CommandError(`Unknown hub88 command\n\n${USAGE}`);
  const [from, to] = [requireArgument(values.from, '--from'), requireArgument(values.to, '--to')];
  if (values.compare === true) return compareHub88Days(from, to);
  const query = new URLSearchParams({ from, to });
  const { transactions, truncated } = await callJson<{
    transactions: Hub88Transaction[];
    truncated: boolean;
  }>('GET', `/hub88/transactions?${query}`);
  if (transactions.length === 0) console.info('No Hub88 transactions on those days.');
  printTable(
    transactions.map((row) => ({
      time: row.createdAt,
      transaction: row.transactionUuid,
      kind: row.supplierPromo === null ? row.kind : `${row.kind} (supplier promo)`,
      reference: row.referenceTransactionUuid ?? row.supplierPromo ?? '',
      round: row.round ?? '',
      user: row.user ?? '',
      amount: row.amount === null ? '' : `${row.amount} ${row.currency ?? ''}`,
      outcome: row.outcome,
      transfer: row.transferId ?? '',
    })),
  );
  if (truncated) console.info('Only the first rows are listed: narrow --from and --to.');
}

run(process.argv.slice(2)).catch((error: unknown) => {
  // Server refusals and bad arguments are reported as one line; anything else in full.
  const expected = [CommandError, TypeError, UsageError, ApiError].some(
    (kind) => error instanceof kind,
  );
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
});
