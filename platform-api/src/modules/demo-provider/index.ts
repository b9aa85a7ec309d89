export { createGatewayClient } from './gateway-client.js';
export { DEMO_PROVIDER_LAUNCHER, DEMO_PROVIDER_PATH, demoProviderLauncher } from './launcher.js';
export { demoProviderRoutes } from './routes.js';
export type { RandomInt } from './round-outcome.js';
export { publishedRtp } from './published-rtp.js';
