export { DEMO_PROVIDER_PATH, gameLaunchRoutes, gatewayRoutes } from './routes.js';
export type { AuthenticateData, BalanceData, TransactionData } from './schemas.js';
export { providerSecretOf, SIGNATURE_HEADER, signBody } from './signature.js';
