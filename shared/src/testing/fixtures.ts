import type { UserData } from '@croupier/contracts';

/** Test support: a complete player as `me` returns it. */
export const alice: UserData = {
  playerId: 'p-1',
  brandId: 'brand7',
  username: 'alice',
  brandUsername: 'brand7_alice',
  email: 'alice@example.test',
  phoneNumber: '+628123456789',
  bankName: 'BCA',
  bankAccountName: 'Alice',
  bankAccountNumber: '1234567890',
  currency: 'IDR',
  referralCode: 'ALICE1',
  createdAt: '2025-01-02T03:04:05.000Z',
};
