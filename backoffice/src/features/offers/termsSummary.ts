import type { BonusOfferTerms } from '@croupier/contracts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

const MAX_CURRENCIES_SPELLED_OUT = 2;

/** Up to two currencies with their largest grant; more are only named, to keep the line short. */
function currencyParts(terms: BonusOfferTerms, t: Translate): string[] {
  const currencies = Object.entries(terms.currencies);
  if (currencies.length > MAX_CURRENCIES_SPELLED_OUT) {
    return [
      t('offers.summary.currencies', {
        count: currencies.length,
        codes: currencies.map(([currency]) => currency).join(', '),
      }),
    ];
  }
  return currencies.map(([currency, each]) =>
    // Free spins that give no money besides: the stake of a spin says more than "up to 0".
    terms.freeSpins && Number(each.maxGrant) === 0
      ? t('offers.summary.spinStake', { currency, amount: each.spinStake })
      : t('offers.summary.upTo', { currency, amount: each.maxGrant }),
  );
}

/**
 * An offer's terms in one line for the offers table, e.g. "100 % · IDR up to 1000000 · 10 × bonus
 * · 30 days · 1 per player · verified only".
 */
export function termsSummary(terms: BonusOfferTerms, t: Translate): string {
  const parts = [
    ...(terms.percent === undefined
      ? []
      : [t('offers.summary.percent', { percent: terms.percent })]),
    ...currencyParts(terms, t),
    ...(terms.freeSpins === undefined
      ? []
      : [
          t('offers.summary.freeSpins', {
            count: terms.freeSpins.spins,
            winnings: t(`offers.spinWinnings.${terms.freeSpins.winnings}`),
          }),
        ]),
    t('offers.summary.wagering', {
      multiplier: terms.wageringMultiplier,
      base: t(`offers.wageringBases.${terms.wageringBase}`),
    }),
    t('offers.summary.expiry', { count: terms.expiryDays }),
    t('offers.summary.claims', { count: terms.claimsPerPlayer }),
    ...(terms.verifiedOnly ? [t('offers.summary.verifiedOnly')] : []),
  ];
  return parts.join(' · ');
}
