import { Type, type Static } from '@sinclair/typebox';

import { brandUsername } from '../../identity/usernames.js';
import type { Player } from './repository.js';

/** The player as `me` and `auth/verifyLoginToken` return it; absent fields are ''. */
export const UserDataSchema = Type.Object({
  playerId: Type.String({ format: 'uuid' }),
  brandId: Type.String(),
  username: Type.String(),
  brandUsername: Type.String({
    description: "brandId + '_' + username (usernames are lowercase): the realtime topic key",
  }),
  email: Type.String(),
  phoneNumber: Type.String(),
  bankName: Type.String(),
  bankAccountName: Type.String(),
  bankAccountNumber: Type.String(),
  currency: Type.String(),
  referralCode: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type UserData = Static<typeof UserDataSchema>;

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
