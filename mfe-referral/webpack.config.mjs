import { createFederatedConfig } from '@croupier/tooling/webpack';

export default createFederatedConfig({
  app: 'referral',
  title: 'Croupier referral',
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});
