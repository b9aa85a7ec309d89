export { RecentTransactions } from './RecentTransactions';
