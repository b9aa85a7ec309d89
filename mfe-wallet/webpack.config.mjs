import { createFederatedConfig } from '@croupier/tooling/webpack';

export default createFederatedConfig({
  app: 'wallet',
  title: 'Croupier wallet',
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});
