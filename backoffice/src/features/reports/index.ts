export { ReportsPage } from './ReportsPage';
export { rangeProblem, utcDayBefore } from './reports';
