import type { OriginalsRound, UserData } from '@croupier/contracts';

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

/**
 * Test support: the worked example of docs/provably-fair.md as a settled dice round (nonce 0 rolls
 * 12.66, under 50 pays 1.98×), before it is signed.
 */
export const workedDiceRound: Omit<OriginalsRound, 'signature'> = {
  roundId: '7d4f3c2a-1b0e-4f5d-9c8b-7a6f5e4d3c2b',
  game: 'dice',
  params: { target: '50.00', condition: 'under' },
  serverSeedHash: '340bebc27c013363d4ab44eb79412f5dcd4c7f67fcaa348a8849432b7d6f9f2e',
  clientSeed: 'player-seed',
  nonce: 0,
  edge: '0.01',
  outcome: { result: '12.66' },
  currency: 'IDR',
  amount: '1000',
  multiplier: '1.98',
  payout: '1980',
  balanceAfter: '100980',
  transferIds: ['t-1', 't-2'],
  at: '2026-01-02T03:00:00.000Z',
};
