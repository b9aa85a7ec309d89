export { hub88AdminRoutes } from './admin-routes.js';
export { hub88Client, Hub88CallError, type Hub88Call } from './games-client.js';
export { HUB88_LAUNCHER, hub88Launcher } from './launch.js';
export { hub88ReconciliationJob } from './reconciliation-job.js';
export { hub88RewardBinder } from './reward-binding.js';
export {
  HUB88_SIGNATURE_HEADER,
  isValidHub88Signature,
  privateKeyOf,
  publicKeyOf,
  signHub88,
} from './signature.js';
export { hub88WalletRoutes } from './wallet-routes.js';
