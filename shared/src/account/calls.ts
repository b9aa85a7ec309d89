import type {
  BetReport,
  BetReportRequest,
  BonusPage,
  PasswordChanged,
  ReferralProgramme,
  ReferralSummary,
  ReferredPlayerPage,
} from '@croupier/contracts';
import { postForData } from '../api/request';

// The account and referral calls: `POST /v1/<path>` with the login token, answers `{ errorCode, data }`.

/** Ends the player's other sessions; the answer says how many. */
export function changePassword(
  currentPassword: string,
  newPassword: string,
): Promise<PasswordChanged> {
  return postForData('change-password', { currentPassword, newPassword });
}

/** Rounds of the filter's page and totals per currency over the whole filter. */
export function getBetReport(request: BetReportRequest): Promise<BetReport> {
  return postForData('bet-report', request);
}

/** `page` is 1-based. */
export function getBonuses(page: number, pageSize: number): Promise<BonusPage> {
  return postForData('bonus/list', { page, pageSize });
}

export function getReferralProgramme(): Promise<ReferralProgramme> {
  return postForData('referral', {});
}

export function getReferralSummary(): Promise<ReferralSummary> {
  return postForData('referral/get', {});
}

/** `page` is 1-based. */
export function getReferredPlayers(page: number, pageSize: number): Promise<ReferredPlayerPage> {
  return postForData('referral/players', { page, pageSize });
}
