import Decimal from 'decimal.js';
import { getBonusGrants, type BonusGrant, type DecimalString } from '@croupier/shared';
import { useRequest } from '@croupier/ui';

export interface BonusAtStake {
  /** The open grants of the currency that hold bonus money: a withdrawal forfeits them. */
  grants: BonusGrant[];
  /** Their bonus money together. */
  total: DecimalString;
  reload: () => Promise<void>;
}

const isOpen = (grant: BonusGrant) => grant.status === 'pending' || grant.status === 'active';

/**
 * What a withdrawal in this currency would forfeit, as the API counts it (docs/bonus.md#withdrawals-
 * and-player-protection). Until the grants load, or if they cannot, nothing is shown: the API
 * still refuses a withdrawal that forfeits unconfirmed.
 */
export function useBonusAtStake(currency: string): BonusAtStake {
  const request = useRequest(getBonusGrants);
  const grants =
    request.status === 'ready'
      ? request.data.filter(
          (grant) =>
            isOpen(grant) && grant.currency === currency && new Decimal(grant.bonusBalance).gt(0),
        )
      : [];
  const total = grants.reduce((sum, grant) => sum.plus(grant.bonusBalance), new Decimal(0));
  return { grants, total: total.toFixed(), reload: request.reload };
}
