export { ActivityStatementPage } from './ActivityStatementPage';
