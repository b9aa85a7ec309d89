export { WithdrawPage } from './WithdrawPage';
