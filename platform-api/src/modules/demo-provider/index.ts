export { createGatewayClient } from './gateway-client.js';
export { demoProviderRoutes } from './routes.js';
export type { RandomInt } from './round-outcome.js';
export { publishedRtp } from './published-rtp.js';
