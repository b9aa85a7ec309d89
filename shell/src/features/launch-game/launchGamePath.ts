export const LAUNCH_GAME_PATH = '/play/launch-game/';

export function isLaunchGamePath(pathname: string): boolean {
  return pathname === LAUNCH_GAME_PATH || pathname === LAUNCH_GAME_PATH.slice(0, -1);
}
