import type {
  AccountClosure,
  ActivityStatement,
  ActivityStatementMonths,
  BetReport,
  BetReportRequest,
  RoundDetail,
  RoundDetailRequest,
  BonusPage,
  Exclusion,
  KycDocumentType,
  KycStatus,
  KycUploadAnswer,
  Limit,
  LimitChange,
  PasswordChanged,
  PlayerLimits,
  RealityCheck,
  RealityCheckMinutes,
  ReferralProgramme,
  ReferralSummary,
  ReferredPlayerPage,
  SelfExclusion,
  SessionSummary,
  SetLimitRequest,
  YearStatement,
} from '@croupier/contracts';
import type { SELF_EXCLUSION_MONTHS, TIME_OUT_DAYS } from '@croupier/contracts';
import { loadApiClient } from '../api/client';
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

/** One of the player's rounds in full, for its replay (game recall). */
export function getRoundDetail(request: RoundDetailRequest): Promise<RoundDetail> {
  return postForData('round/detail', request);
}

/** `page` is 1-based. */
export function getBonuses(page: number, pageSize: number): Promise<BonusPage> {
  return postForData('bonus/list', { page, pageSize });
}

export type LimitType = Limit['type'];
export type LimitPeriod = NonNullable<Limit['period']>;

/** One limit: money limits have a period and amounts in the brand's base currency, a session limit has minutes. */
export type PlayerLimit = Limit;

/** `rg/set-limit`'s body split in two: which limit, and its new value. */
export type LimitTarget =
  { type: 'session' } | { type: Exclude<LimitType, 'session'>; period: LimitPeriod };
export type LimitValue = Pick<SetLimitRequest, 'amount' | 'currency'> | { minutes: number };

export function getLimits(): Promise<PlayerLimits> {
  return postForData('rg/limits', {});
}

/** A new or lower limit holds at once; a higher one waits 24 hours as pending. */
export function setLimit(target: LimitTarget, value: LimitValue): Promise<LimitChange> {
  return postForData('rg/set-limit', { ...target, ...value });
}

/** The limit stays in force for 24 hours as a pending removal. */
export function removeLimit(target: LimitTarget): Promise<LimitChange> {
  return postForData('rg/remove-limit', target);
}

/** The player stays unasked about a deposit limit from now on. */
export function declineDepositLimitPrompt(): Promise<null> {
  return postForData('rg/decline-limit-prompt', {});
}

/** Reads the reality check's interval, or sets it when `minutes` is given. */
export function realityCheck(minutes?: RealityCheckMinutes): Promise<RealityCheck> {
  return postForData('rg/reality-check', minutes === undefined ? {} : { minutes });
}

/** When this login session started, and its stakes, wins and net per currency. */
export function getSessionSummary(): Promise<SessionSummary> {
  return postForData('rg/session-summary', {});
}

/**
 * Closes the player's own account: every login session ends at once, and the balance becomes a
 * withdrawal to the last withdrawal account (or stays for staff to pay out).
 */
export function closeAccount(): Promise<AccountClosure> {
  return postForData('account/close', { confirm: true });
}

/** Ends every login session of the player at once. */
export function takeTimeOut(days: (typeof TIME_OUT_DAYS)[number]): Promise<Exclusion> {
  return postForData('rg/time-out', { days });
}

/** Ends every login session of the player at once. */
export function selfExclude(
  months: (typeof SELF_EXCLUSION_MONTHS)[number],
  allBrands: boolean,
): Promise<SelfExclusion> {
  return postForData('rg/self-exclusion', { months, allBrands });
}

/** The verification level, the operator's reason when rejected, and the documents uploaded. */
export function getVerification(): Promise<KycStatus> {
  return postForData('kyc/status', {});
}

/** One identity document as the one multipart call; the verification becomes submitted. */
export async function uploadDocument(
  documentType: KycDocumentType,
  file: File,
  /** The address a proof of address shows, for the reviewer. */
  address?: string,
): Promise<KycUploadAnswer> {
  const form = new FormData();
  form.append('documentType', documentType);
  if (address !== undefined) form.append('address', address);
  form.append('file', file);
  const response = await (
    await loadApiClient()
  ).postForm<{ data: KycUploadAnswer }>('/v1/kyc/upload', form);
  return response.data.data;
}

/** Approved deposits, withdrawals and net per currency over the last `months`. */
export function getActivityStatement(months: ActivityStatementMonths): Promise<ActivityStatement> {
  return postForData('activity-statement', { months });
}

/** The player's statement of a calendar year (UTC): payments, play and bonus money. */
export function getYearStatement(year: number): Promise<YearStatement> {
  return postForData('statement/year', { year });
}

/** The same statement as the API's CSV file, to save. */
export async function getYearStatementCsv(year: number): Promise<Blob> {
  const response = await (
    await loadApiClient()
  ).post<string>('/v1/statement/year/csv', { year }, { responseType: 'text' });
  return new Blob([response.data], { type: 'text/csv;charset=utf-8' });
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
