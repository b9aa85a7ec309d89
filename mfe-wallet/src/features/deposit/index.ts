export { DepositPage } from './DepositPage';
