import type { BonusOfferTerms } from '@croupier/contracts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * An offer's terms in one line for the offers table, e.g. "100 % · IDR up to 1000000 · 10 × bonus
 * · 30 days · 1 per player · verified only".
 */
export function termsSummary(terms: BonusOfferTerms, t: Translate): string {
  const parts = [
    ...(terms.percent === undefined
      ? []
      : [t('offers.summary.percent', { percent: terms.percent })]),
    ...Object.entries(terms.currencies).map(([currency, each]) =>
      t('offers.summary.upTo', { currency, amount: each.maxGrant }),
    ),
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
