// Standalone entry for the remote's own team; the shell loads ./routes instead.
import { renderStandalone } from '@croupier/shared/standalone';
import * as routesModule from './routes';

void renderStandalone(routesModule, 'Croupier games');
