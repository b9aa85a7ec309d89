export { LaunchGamePage } from './LaunchGamePage';
export { LAUNCH_GAME_PATH, isLaunchGamePath } from './launchGamePath';
