import { RecentTransactions } from './features/recent-transactions';

export const widgets = { RecentTransactions };
