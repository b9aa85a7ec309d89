// boot.js: a few hundred bytes the page runs before the shell, so the brand config and what the
// page needs from it are requested while the shell's own code still downloads. Built apart from
// the federated build and importing no package code, so it stays that small.
import { SHELL_NAMESPACES } from './app/namespaces';
import { isLaunchGamePath } from './features/launch-game/launchGamePath';
import { startPagePreload } from './features/remotes/pagePreload';

// The launch-game page loads no brand config.
if (!isLaunchGamePath(window.location.pathname)) {
  startPagePreload(window.location, { namespaces: SHELL_NAMESPACES });
}
