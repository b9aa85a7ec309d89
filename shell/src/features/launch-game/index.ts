// The game page itself is imported where it renders, on its own: no other page loads its code.
export { isLaunchGamePath } from './launchGamePath';
