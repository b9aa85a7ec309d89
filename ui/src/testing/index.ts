export {
  createTestI18n,
  remoteTestKit,
  renderRemoteRoute,
  resetToLoggedInPlayer,
} from './renderRemoteRoute';
export { yearStatementSample } from './yearStatement';
