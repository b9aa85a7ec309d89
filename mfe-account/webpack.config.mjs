import { createFederatedConfig } from '@croupier/tooling/webpack';

export default createFederatedConfig({
  app: 'account',
  title: 'Croupier account',
  exposes: { './routes': './src/routes.tsx' },
});
