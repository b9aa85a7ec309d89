export { BetReportPage } from './BetReportPage';
