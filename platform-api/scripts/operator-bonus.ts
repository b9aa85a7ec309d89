// `pnpm operator bonus …`: the operator's bonus API from the command line (docs/bonus.md#operator-api).

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { AdminBonusOffer, BonusGrant, BonusReport } from '@croupier/contracts';

import { call, callJson, CommandError, printTable, requireArgument } from './operator-client.js';

export const BONUS_USAGE = `  bonus offers --brand … [--status active|archived]
                                               list a brand's bonus offers
  bonus create-offer --brand … --file offer.json
                                               create an offer (a BonusOfferDraft); a jurisdiction
                                               refusal names its rule
  bonus archive <offerId> --brand …            stop offering it (grants made keep their terms)
  bonus grant <playerId> --offer … [--currency …] [--key …]
                                               grant a manual or no-deposit offer now; --key
                                               (default: a new one, printed) grants it once
  bonus forfeit <grantId> --reason "…"         take a player's grant back, telling them why
  bonus report --brand … --from YYYY-MM-DD --to YYYY-MM-DD [--csv]
                                               per offer and currency: claims, granted,
                                               converted, forfeited, expired, outstanding
  bonus promotion --brand … --username … --amount … --currency … --description "…" [--key …]
                                               credit a cash promotion (also: bonus --brand …);
                                               --key (default: a new one, printed) credits once`;

export interface BonusArguments {
  brand?: string | undefined;
  status?: string | undefined;
  file?: string | undefined;
  offer?: string | undefined;
  currency?: string | undefined;
  key?: string | undefined;
  reason?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  csv?: boolean | undefined;
  username?: string | undefined;
  amount?: string | undefined;
  description?: string | undefined;
}

const brandPath = (values: BonusArguments) =>
  `/brands/${encodeURIComponent(requireArgument(values.brand, '--brand'))}`;

const offerRow = (offer: AdminBonusOffer) => ({
  id: offer.offerId,
  kind: offer.kind,
  name: offer.name,
  code: offer.code ?? '',
  status: offer.status,
  currencies: Object.keys(offer.terms.currencies).join(' '),
  wagering: `${offer.terms.wageringMultiplier}x ${offer.terms.wageringBase}`,
  days: String(offer.terms.expiryDays),
});

const grantRow = (grant: BonusGrant) => ({
  grant: grant.grantId,
  status: grant.status,
  granted: `${grant.granted} ${grant.currency}`,
  balance: grant.bonusBalance,
  wagered: `${grant.wageringProgress} of ${grant.wageringRequired}`,
  reason: grant.endReason ?? '',
});

/** Runs `bonus <subcommand>`; the form without one (`bonus --brand …`) credits a promotion. */
export async function runBonusCommand(
  [subcommand, id]: string[],
  values: BonusArguments,
): Promise<void> {
  switch (subcommand) {
    case 'offers': {
      const query =
        values.status === undefined ? '' : `?status=${encodeURIComponent(values.status)}`;
      const { items } = await callJson<{ items: AdminBonusOffer[] }>(
        'GET',
        `${brandPath(values)}/bonus-offers${query}`,
      );
      if (items.length === 0) console.info('No bonus offers.');
      printTable(items.map(offerRow));
      return;
    }
    case 'create-offer': {
      const file = path.resolve(
        process.env.INIT_CWD ?? '.',
        requireArgument(values.file, '--file'),
      );
      const draft = JSON.parse(await readFile(file, 'utf8')) as object;
      const offer = await callJson<AdminBonusOffer>(
        'POST',
        `${brandPath(values)}/bonus-offers`,
        draft,
      );
      printTable([offerRow(offer)]);
      return;
    }
    case 'archive': {
      const offerId = encodeURIComponent(requireArgument(id, 'offer id'));
      const offer = await callJson<AdminBonusOffer>(
        'POST',
        `${brandPath(values)}/bonus-offers/${offerId}/archive`,
        {},
      );
      printTable([offerRow(offer)]);
      return;
    }
    case 'grant': {
      const playerId = encodeURIComponent(requireArgument(id, 'player id'));
      const key = values.key ?? randomUUID();
      const grant = await callJson<BonusGrant>(
        'POST',
        `/players/${playerId}/bonus-grants`,
        {
          offerId: requireArgument(values.offer, '--offer'),
          ...(values.currency === undefined ? {} : { currency: values.currency }),
        },
        { 'idempotency-key': key },
      );
      printTable([{ ...grantRow(grant), key }]);
      return;
    }
    case 'forfeit': {
      const grantId = encodeURIComponent(requireArgument(id, 'grant id'));
      const grant = await callJson<BonusGrant>('POST', `/bonus-grants/${grantId}/forfeit`, {
        reason: requireArgument(values.reason, '--reason'),
      });
      printTable([grantRow(grant)]);
      return;
    }
    case 'report': {
      const query = new URLSearchParams({
        from: requireArgument(values.from, '--from'),
        to: requireArgument(values.to, '--to'),
        ...(values.csv === true ? { format: 'csv' } : {}),
      });
      const reportPath = `${brandPath(values)}/bonus-report?${query}`;
      if (values.csv === true) {
        process.stdout.write(await (await call('GET', reportPath)).text());
        return;
      }
      const report = await callJson<BonusReport>('GET', reportPath);
      if (report.items.length === 0) console.info('No bonus activity on those days.');
      printTable(
        report.items.map((row) => ({ offer: row.name, kind: row.kind, ...stringsOf(row) })),
      );
      return;
    }
    case 'promotion':
    case undefined:
      return creditPromotion(values);
    default:
      throw new CommandError(`Unknown bonus command ${subcommand}\n\n${BONUS_USAGE}`);
  }
}

function stringsOf(row: BonusReport['items'][number]) {
  const { currency, claims, granted, converted, forfeited, expired, outstanding } = row;
  return {
    currency,
    claims: String(claims),
    granted,
    converted,
    forfeited,
    expired,
    outstanding,
  };
}

async function creditPromotion(values: BonusArguments): Promise<void> {
  const key = values.key ?? randomUUID();
  const bonus = await callJson<Record<string, string>>(
    'POST',
    '/bonuses/promotion',
    {
      brandId: requireArgument(values.brand, '--brand'),
      username: requireArgument(values.username, '--username'),
      amount: requireArgument(values.amount, '--amount'),
      currency: requireArgument(values.currency, '--currency'),
      description: requireArgument(values.description, '--description'),
    },
    { 'idempotency-key': key },
  );
  printTable([
    {
      id: bonus.bonusId ?? '',
      amount: `${bonus.amount} ${bonus.currency}`,
      description: bonus.description ?? '',
      key,
    },
  ]);
}
