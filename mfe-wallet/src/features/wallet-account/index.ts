export { WalletAccountPage } from './WalletAccountPage';
