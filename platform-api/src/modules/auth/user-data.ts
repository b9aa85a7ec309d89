import type { UserData } from '@croupier/contracts';

import { brandUsername } from '../../identity/usernames.js';
import type { Player } from './repository.js';

/** The player as `me` and `auth/verifyLoginToken` return it; absent fields are ''. */
export function toUserData(player: Player): UserData {
  return {
    playerId: player.id,
    brandId: player.brandId,
    username: player.username,
    brandUsername: brandUsername(player.brandId, player.username),
    email: player.email ?? '',
    phoneNumber: player.phoneNumber ?? '',
    bankName: player.bankName ?? '',
    bankAccountName: player.bankAccountName ?? '',
    bankAccountNumber: player.bankAccountNumber ?? '',
    currency: player.currency,
    referralCode: player.referralCode,
    createdAt: player.createdAt.toISOString(),
  };
}
