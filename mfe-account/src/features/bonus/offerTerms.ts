import type { TFunction } from 'i18next';
import { formatCurrencyAmount, type BonusOffer } from '@croupier/shared';

/**
 * Every term of an offer in plain words, in the player's currency where the offer is given in it
 * (else in the first currency it names), one sentence each.
 */
export function offerTerms(offer: BonusOffer, currency: string, t: TFunction<'account'>): string[] {
  const { terms } = offer;
  const shown = terms.currencies[currency] ? currency : Object.keys(terms.currencies)[0]!;
  const money = terms.currencies[shown]!;
  const amount = (value: string) => `${formatCurrencyAmount(value, shown)} ${shown}`;
  const lines: string[] = [];
  const spins = terms.freeSpins;
  // An offer of free spins alone gives no money of its own.
  const givesMoney =
    spins === undefined || terms.percent !== undefined || Number(money.maxGrant) > 0;
  if (!givesMoney) {
    if (money.minDeposit)
      lines.push(t('bonus.terms.minDeposit', { amount: amount(money.minDeposit) }));
  } else if (offer.kind === 'welcome' || offer.kind === 'reload') {
    lines.push(
      t('bonus.terms.match', { percent: terms.percent ?? '0', max: amount(money.maxGrant) }),
    );
    if (money.minDeposit)
      lines.push(t('bonus.terms.minDeposit', { amount: amount(money.minDeposit) }));
  } else if (offer.kind === 'cashback') {
    lines.push(
      t('bonus.terms.cashback', { percent: terms.percent ?? '0', max: amount(money.maxGrant) }),
    );
  } else {
    lines.push(t('bonus.terms.fixed', { amount: amount(money.maxGrant) }));
  }
  if (spins !== undefined) {
    lines.push(
      t('bonus.terms.freeSpins', {
        count: spins.spins,
        stake: amount(money.spinStake ?? '0'),
        games: spins.games.map(gameName).join(', '),
      }),
      t(
        spins.winnings === 'bonus'
          ? 'bonus.freeSpins.bonusWinnings'
          : 'bonus.freeSpins.realWinnings',
      ),
    );
  }
  lines.push(
    Number(terms.wageringMultiplier) === 0
      ? t('bonus.terms.noWagering')
      : t(
          terms.wageringBase === 'bonus_deposit'
            ? 'bonus.terms.wageringDeposit'
            : 'bonus.terms.wagering',
          {
            multiplier: terms.wageringMultiplier,
            days: terms.expiryDays,
          },
        ),
  );
  // The categories that count otherwise than the rest, the most counted first.
  const weights = Object.entries(terms.weights.categories)
    .filter(([, weight]) => weight !== terms.weights.default)
    .sort(([a, wa], [b, wb]) => wb - wa || a.localeCompare(b))
    .map(([category, weight]) =>
      t('bonus.terms.weight', { category: t(`categories.${category}`, category), weight }),
    );
  if (weights.length > 0) {
    lines.push(
      t('bonus.terms.weights', { list: weights.join(', '), other: terms.weights.default }),
    );
  }
  if (money.maxBet) lines.push(t('bonus.terms.maxBet', { amount: amount(money.maxBet) }));
  lines.push(
    terms.claimsPerPlayer === 1
      ? t('bonus.terms.once')
      : t('bonus.terms.claims', { count: terms.claimsPerPlayer }),
  );
  if (terms.verifiedOnly) lines.push(t('bonus.terms.verifiedOnly'));
  return lines;
}

/** A free-spin game's key "<gpid>:<code>" as the player reads it: its code. */
export function gameName(key: string): string {
  return key.slice(key.indexOf(':') + 1);
}
