// The player's own profile: contact fields, and the payout account (their payment account, the
// one copy of the bank details that withdrawals pay and the back office shows).

import type { EditProfileFields, PaymentAccount } from '@croupier/contracts';
import type pg from 'pg';

import { uniqueViolation, withTransaction, type Queryable } from '../../db/pool.js';
import { ApiError, ErrorCode } from '../../http/errors.js';
import { verifyPassword } from '../../security/passwords.js';
import { appendAudit } from '../audit/index.js';
import { findBrand } from '../brand/index.js';
import {
  assertAccountUpdatable,
  changePaymentAccount,
  createPaymentAccount,
  findPaymentAccount,
  isSameAccount,
  lockPaymentAccounts,
  type PaymentAccountInput,
} from '../payment-accounts/index.js';
import {
  attemptPassword,
  checkContactFields,
  refusedAttemptError,
  throwIfContactTaken,
  type LoginLimits,
  type PasswordAttempt,
} from './accounts.js';
import { bankAccountOf } from './player-fields.js';
import { lockPasswordHash, updatePlayerContactFields, type Player } from './repository.js';

/** Who edits: the player, and the address the call came from (for the audit trail). */
export interface ProfileEditor {
  player: Player;
  ip: string;
}

/**
 * Saves the given fields in one transaction; absent ones keep their value. Bank fields that
 * differ from the payout account change it: refused where the brand's updateAccount is off, and
 * elsewhere only with the right current password (a wrong one counts toward the login lockout).
 * Answers the player and their payout account.
 */
export async function editProfile(
  pool: pg.Pool,
  limits: LoginLimits,
  { player, ip }: ProfileEditor,
  { currentPassword, ...fields }: EditProfileFields,
): Promise<{ player: Player; payoutAccount: PaymentAccount | null }> {
  await checkContactFields(pool, fields, player.currency);
  const bank = bankAccountOf(fields);
  const outcome = await withTransaction(pool, async (client) => {
    let payoutAccount = await findPayoutAccountLocked(client, player.id);
    if (bank !== undefined) {
      const input: PaymentAccountInput = {
        type: 'bank',
        channelCode: bank.bankName,
        accountName: bank.bankAccountName,
        accountNumber: bank.bankAccountNumber,
      };
      const settings = await paymentAccountSettingsOf(client, player);
      if (payoutAccount === null) {
        payoutAccount = await createPaymentAccount(client, player.id, settings, input);
      } else if (!isSameAccount(payoutAccount, input)) {
        const before = payoutAccount;
        assertAccountUpdatable(settings);
        const attempt = await confirmWithPassword(client, limits, player, currentPassword);
        if (attempt !== 'right') return { attempt } as const;
        payoutAccount = await changePaymentAccount(client, before.accountId, settings, input);
        await auditPayoutAccountChange(client, { player, ip }, before, payoutAccount);
      }
    }
    const updated = await updateContactFields(client, player.id, fields);
    await auditContactChange(client, { player, ip }, updated);
    return { attempt: 'right', player: updated, payoutAccount } as const;
  });
  switch (outcome.attempt) {
    case 'busy':
    case 'locked':
      throw refusedAttemptError(outcome.attempt, limits);
    case 'wrong':
      throw new ApiError(ErrorCode.invalidCredentials, 'The password is wrong', {
        reason: 'wrongPassword',
        params: {},
      });
    case 'right':
      return { player: outcome.player, payoutAccount: outcome.payoutAccount };
  }
}

/** The payout account, with the player's accounts locked until the transaction ends. */
async function findPayoutAccountLocked(db: Queryable, playerId: string) {
  await lockPaymentAccounts(db, playerId);
  return findPaymentAccount(db, playerId);
}

async function paymentAccountSettingsOf(db: Queryable, player: Player) {
  const brand = await findBrand(db, player.brandId);
  if (brand === null) throw new Error(`Player ${player.id} has no brand ${player.brandId}`);
  return brand.config.paymentAccountSettings;
}

/** Changing the payout account needs the password: a stolen login token must not redirect pay. */
async function confirmWithPassword(
  db: Queryable,
  limits: LoginLimits,
  player: Player,
  currentPassword: string | undefined,
): Promise<PasswordAttempt> {
  if (currentPassword === undefined) {
    throw new ApiError(ErrorCode.badRequest, 'Enter your password to change your payout account', {
      reason: 'passwordRequired',
      params: {},
    });
  }
  return attemptPassword(db, limits, player, async () =>
    verifyPassword(await lockPasswordHash(db, player.id), currentPassword),
  );
}

async function updateContactFields(
  db: Queryable,
  playerId: string,
  fields: { email?: string; phoneNumber?: string },
): Promise<Player> {
  try {
    return await updatePlayerContactFields(db, playerId, fields);
  } catch (error) {
    throwIfContactTaken(uniqueViolation(error));
    throw error;
  }
}

const auditedAccount = ({ type, channelCode, accountName, accountNumber }: PaymentAccount) => ({
  type,
  channelCode,
  accountName,
  accountNumber,
});

/** A changed email or phone number is personal data changed: audited with its values. */
async function auditContactChange(
  db: Queryable,
  { player, ip }: ProfileEditor,
  updated: Player,
): Promise<void> {
  const changed = (['email', 'phoneNumber'] as const).filter(
    (field) => player[field] !== updated[field],
  );
  if (changed.length === 0) return;
  await appendAudit(db, {
    actor: `player:${player.username}`,
    actorKind: 'player',
    action: 'player.edit-profile',
    brandId: player.brandId,
    target: `player:${player.id}`,
    before: Object.fromEntries(changed.map((field) => [field, player[field]])),
    after: Object.fromEntries(changed.map((field) => [field, updated[field]])),
    ip,
  });
}

async function auditPayoutAccountChange(
  db: Queryable,
  { player, ip }: ProfileEditor,
  before: PaymentAccount,
  after: PaymentAccount,
): Promise<void> {
  await appendAudit(db, {
    actor: `player:${player.username}`,
    actorKind: 'player',
    action: 'player.change-payout-account',
    brandId: player.brandId,
    target: `player:${player.id}`,
    before: auditedAccount(before),
    after: auditedAccount(after),
    ip,
  });
}
