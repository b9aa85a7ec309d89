export { createGatewayClient } from './gateway-client.js';
export { demoProviderRoutes } from './routes.js';
