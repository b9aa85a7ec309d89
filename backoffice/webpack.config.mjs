import { createFederatedConfig } from '@croupier/tooling/webpack';

// A plain host: it loads no remote and exposes nothing.
export default createFederatedConfig({ app: 'backoffice', title: 'Croupier back office' });
