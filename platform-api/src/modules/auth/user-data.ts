import type { PaymentAccount, UserData } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';
import { brandUsername } from '../../identity/usernames.js';
import { findPaymentAccount } from '../payment-accounts/index.js';
import type { Player } from './repository.js';

/**
 * The player as `me` and `auth/verifyLoginToken` return it; absent fields are ''. The bank fields
 * are the payout account (the player's payment account), whatever its type.
 */
export function toUserData(player: Player, payoutAccount: PaymentAccount | null): UserData {
  return {
    playerId: player.id,
    brandId: player.brandId,
    username: player.username,
    brandUsername: brandUsername(player.brandId, player.username),
    email: player.email ?? '',
    phoneNumber: player.phoneNumber ?? '',
    bankName: payoutAccount?.channelCode ?? '',
    bankAccountName: payoutAccount?.accountName ?? '',
    bankAccountNumber: payoutAccount?.accountNumber ?? '',
    currency: player.currency,
    referralCode: player.referralCode,
    createdAt: player.createdAt.toISOString(),
  };
}

export async function loadUserData(db: Queryable, player: Player): Promise<UserData> {
  return toUserData(player, await findPaymentAccount(db, player.id));
}
