// Wire contract of the account and referral calls, shared by platform-api, @croupier/shared's calls,
// mfe-account and mfe-referral. Amounts are decimal strings.
import type { DecimalString, Page } from '../wallet/types';

/** `change-password` `{ currentPassword, newPassword }` → data; ends the player's other sessions. */
export interface PasswordChanged {
  endedSessions: number;
}

/** `referral` `{}` → data: the brand's programme terms. */
export interface ReferralProgramme {
  enabled: boolean;
  /** Share of each referee's approved deposit, as a percentage string, e.g. "1.5". */
  commissionPercent: DecimalString;
}

export interface AmountByCurrency {
  currency: string;
  amount: DecimalString;
}

/** `referral/get` `{}` → data: the caller's code and earnings. */
export interface ReferralSummary {
  referralCode: string;
  referredCount: number;
  earnings: AmountByCurrency[];
  programme: ReferralProgramme;
}

/** Items of `referral/players` `{ page?, pageSize? }` → Page<ReferredPlayer>. */
export interface ReferredPlayer {
  /** Masked, e.g. "jo***an". */
  username: string;
  joinedAt: string;
  /** 'active' once the referee has an approved deposit. */
  status: 'registered' | 'active';
  earnings: AmountByCurrency[];
}

export type ReferredPlayerPage = Page<ReferredPlayer>;

/** Items of `bonus/list` `{ page?, pageSize? }` → Page<Bonus>: every bonus credited to the caller. */
export interface Bonus {
  bonusId: string;
  source: 'referral' | 'promotion';
  amount: DecimalString;
  currency: string;
  status: 'credited';
  description: string;
  createdAt: string;
}

export type BonusPage = Page<Bonus>;
