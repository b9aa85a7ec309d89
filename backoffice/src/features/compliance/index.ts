export { SignificantEventsPage } from './SignificantEventsPage';
