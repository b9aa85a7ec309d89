import type {
  BonusClaimRequest,
  BonusEntryPage,
  BonusGrant,
  BonusGrantsRequest,
  BonusOffer,
} from '@croupier/contracts';
import { postForData } from '../api/request';

// The bonus engine's player calls (docs/bonus.md#player-api): `POST /v1/bonus/<call>`.

/** The offers the player can take now, each with every term. */
export function getBonusOffers(): Promise<BonusOffer[]> {
  return postForData('bonus/offers', {});
}

/** Takes an opt-in offer of the list, or the offer a code names; answers the new grant. */
export function claimBonus(request: BonusClaimRequest): Promise<BonusGrant> {
  return postForData('bonus/claim', request);
}

/** The player's grants, newest first; `status` narrows them. */
export function getBonusGrants(status?: BonusGrantsRequest['status']): Promise<BonusGrant[]> {
  return postForData('bonus/grants', status ? { status } : {});
}

/** A page (1-based) of the grant's entries, oldest first: every figure of the grant. */
export function getBonusEntries(
  grantId: string,
  page: number,
  pageSize: number,
): Promise<BonusEntryPage> {
  return postForData('bonus/entries', { grantId, page, pageSize });
}

/** Gives the grant up: its bonus money returns to the house; answers the forfeited grant. */
export function forfeitBonusGrant(grantId: string): Promise<BonusGrant> {
  return postForData('bonus/forfeit', { grantId });
}
