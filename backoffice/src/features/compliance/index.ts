export { PlaySuspensionsPage } from './PlaySuspensionsPage';
export { SignificantEventsPage } from './SignificantEventsPage';
