export { BetReportPage } from './BetReportPage';
export { RoundReplayPage } from './RoundReplayPage';
