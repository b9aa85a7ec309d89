import { ERRORS_NAMESPACE } from '@croupier/shared';

export const SHELL_NAMESPACE = 'shell';
/** The shell serves the site's error texts: every remote's failures are worded from them. */
export const SHELL_NAMESPACES = [SHELL_NAMESPACE, ERRORS_NAMESPACE];
