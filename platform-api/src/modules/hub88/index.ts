export { hub88WalletRoutes } from './wallet-routes.js';
