import { createFederatedConfig } from '@croupier/tooling/webpack';

export default createFederatedConfig({
  app: 'games',
  title: 'Croupier games',
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});
