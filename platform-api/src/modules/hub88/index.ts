export {
  HUB88_SIGNATURE_HEADER,
  isValidHub88Signature,
  privateKeyOf,
  publicKeyOf,
  signHub88,
} from './signature.js';
export { hub88WalletRoutes } from './wallet-routes.js';
