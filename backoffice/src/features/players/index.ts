export { PlayerPage } from './PlayerPage';
export { PlayerSearchPage } from './PlayerSearchPage';
