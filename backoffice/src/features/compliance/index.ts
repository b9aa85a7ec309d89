export { PlayerYearStatementPanel } from './PlayerYearStatementPanel';
export { PlaySuspensionsPage } from './PlaySuspensionsPage';
export { SignificantEventsPage } from './SignificantEventsPage';
