// The rules an offer is checked against when the operator saves it (docs/bonus.md#jurisdiction):
// the brand's jurisdiction profile, then what the engine needs of each kind. A refusal names the
// rule and changes nothing.

import type { BonusOfferDraft, Jurisdiction } from '@croupier/contracts';
import { Decimal } from 'decimal.js';

import { badRequestError } from '../../http/errors.js';

/** UKGC SR 5.1.1 (from 19 January 2026): wagering at most 10 times the bonus. */
export const UKGC_MAX_WAGERING_MULTIPLIER = 10;

const MATCHES_A_SHARE = new Set(['welcome', 'reload', 'cashback']);

/** The first rule `draft` breaks under `jurisdiction`, as a refusal; nothing when it is allowed. */
export function assertOfferAllowed(draft: BonusOfferDraft, jurisdiction: Jurisdiction): void {
  const { terms } = draft;
  const capped = Object.entries(terms.currencies).find(([, each]) => each.maxWinnings);
  if (capped) {
    throw badRequestError(
      `Rule winningsCap: a cap on winnings once wagering is complete (${capped[0]} maxWinnings) ` +
        'is refused under every jurisdiction profile (GLI-19)',
    );
  }
  if (jurisdiction === 'ukgc') {
    if (new Decimal(terms.wageringMultiplier).gt(UKGC_MAX_WAGERING_MULTIPLIER)) {
      throw badRequestError(
        `Rule ukgcWagering: UKGC allows wagering of at most ${UKGC_MAX_WAGERING_MULTIPLIER} ` +
          `times the bonus, not ${terms.wageringMultiplier}`,
      );
    }
    if (terms.qualifyingProduct !== terms.rewardProduct) {
      throw badRequestError(
        `Rule ukgcMixedProduct: UKGC refuses an offer qualifying on ${terms.qualifyingProduct} ` +
          `and rewarding on ${terms.rewardProduct}`,
      );
    }
  }
  assertFreeSpinsAllowed(draft);
  if (MATCHES_A_SHARE.has(draft.kind) && terms.percent === undefined && !terms.freeSpins) {
    throw badRequestError(`Rule percent: a ${draft.kind} offer grants a percent, which is missing`);
  }
  if (Object.keys(terms.currencies).length === 0) {
    throw badRequestError('Rule currencies: an offer is given in at least one currency');
  }
  if (
    draft.validFrom !== undefined &&
    draft.validUntil !== undefined &&
    new Date(draft.validUntil) <= new Date(draft.validFrom)
  ) {
    throw badRequestError('Rule window: validUntil must be after validFrom');
  }
}

/**
 * Free spins: given by any offer but cashback (which pays a share of losses), each currency of the
 * offer with the stake of a spin; a stake per spin without spins is a mistake.
 */
function assertFreeSpinsAllowed({ kind, terms }: BonusOfferDraft): void {
  const currencies = Object.entries(terms.currencies);
  if (!terms.freeSpins) {
    const staked = currencies.find(([, each]) => each.spinStake !== undefined);
    if (staked) {
      throw badRequestError(
        `Rule freeSpins: ${staked[0]} has a spinStake but the offer gives no free spins`,
      );
    }
    return;
  }
  if (kind === 'cashback') {
    throw badRequestError(
      'Rule freeSpins: a cashback offer pays a share of losses, not free spins',
    );
  }
  const unstaked = currencies.find(
    ([, each]) => each.spinStake === undefined || !new Decimal(each.spinStake).gt(0),
  );
  if (unstaked) {
    throw badRequestError(
      `Rule freeSpins: every currency needs the stake of a free spin; ${unstaked[0]} has none`,
    );
  }
}
