export { LobbyPage } from './LobbyPage';
