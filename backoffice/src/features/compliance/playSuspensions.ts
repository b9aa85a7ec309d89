import type { PlaySuspension, PlaySuspensionTarget } from '@croupier/contracts';
import { adminGet, adminPost } from '../admin-api';

export type { PlaySuspension, PlaySuspensionTarget };

/** What a suspension covers: all play of the brand, a provider's games, or one game. */
export type SuspensionScope = 'all' | 'provider' | 'game';
export const SUSPENSION_SCOPES: readonly SuspensionScope[] = ['all', 'provider', 'game'];

const pathOf = (brandId: string) => `brands/${encodeURIComponent(brandId)}/play-suspensions`;

export const loadPlaySuspensions = (brandId: string) => adminGet<PlaySuspension[]>(pathOf(brandId));

export const suspendPlay = (brandId: string, target: PlaySuspensionTarget, reason: string) =>
  adminPost<PlaySuspension>(pathOf(brandId), { ...target, reason });

export const resumePlay = (brandId: string, target: PlaySuspensionTarget, reason: string) =>
  adminPost<PlaySuspension>(`${pathOf(brandId)}/resume`, { ...target, reason });

/** The target of a suspension as listed (null: every provider or game) for the API. */
export function targetOf({ gpid, gameCode }: Pick<PlaySuspension, 'gpid' | 'gameCode'>) {
  const target: PlaySuspensionTarget = {};
  if (gpid !== null) target.gpid = gpid;
  if (gameCode !== null) target.gameCode = gameCode;
  return target;
}
