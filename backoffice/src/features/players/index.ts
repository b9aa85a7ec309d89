export { PlayerPage } from './PlayerPage';
export { PlayerRoundPage } from './PlayerRoundPage';
export { PlayerSearchPage } from './PlayerSearchPage';
