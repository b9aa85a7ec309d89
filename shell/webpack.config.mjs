import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@croupier/tooling/webpack';

const here = path.dirname(fileURLToPath(import.meta.url));

// The host names no remote: their manifests come from the brand config at run time.
export default createFederatedConfig({
  app: 'shell',
  title: 'Croupier',
  runtimePlugins: [
    path.join(here, 'src/features/remotes/remoteFallbackPlugin.ts'),
    path.join(here, 'src/features/remotes/preloadedManifestsPlugin.ts'),
  ],
  bootScript: './src/boot.ts',
});
