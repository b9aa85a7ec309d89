import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  errorMessage,
  getBrandConfig,
  getGameOrigins,
  initI18n,
  loadNamespaces,
  useBrandStore,
} from '@croupier/shared';
import './app/global.scss';
import { BootFailure } from './app/BootFailure';
import { SHELL_NAMESPACE, SHELL_NAMESPACES } from './app/namespaces';
import { applyBrandTheme } from './features/brand';
import { isLaunchGamePath } from './features/launch-game';
import {
  registerBrandRemotes,
  routeRemoteReady,
  takePreloadedBrandConfig,
} from './features/remotes';

/**
 * The first render is a transition, so React renders it in slices that yield to the browser
 * instead of one task that blocks a phone's main thread for its whole length.
 */
function render(node: ReactNode) {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<StrictMode>{node}</StrictMode>));
}

async function boot() {
  if (isLaunchGamePath(window.location.pathname)) {
    // One small call instead of the brand config, under way while the translations load; when it
    // fails no origin is allowed, so nothing is framed.
    const gameOrigins = getGameOrigins().then(
      (answer) => answer.gameOrigins,
      () => [],
    );
    // The game page's code is its own: no other page loads it.
    const [{ LaunchGamePage }] = await Promise.all([
      import('./features/launch-game/LaunchGamePage'),
      initI18n({ namespaces: SHELL_NAMESPACES, defaultNamespace: SHELL_NAMESPACE }),
    ]);
    return render(<LaunchGamePage gameOrigins={gameOrigins} />);
  }
  let configFailure: unknown = null;
  try {
    // boot.js asked already; its answer, else the call again with its errors reported.
    const config =
      (await takePreloadedBrandConfig()) ?? (await getBrandConfig(window.location.hostname));
    useBrandStore.getState().setConfig(config);
    applyBrandTheme(config);
    registerBrandRemotes(config.remotes);
  } catch (failure) {
    configFailure = failure;
  }
  const { config } = useBrandStore.getState();
  // The app's own modules run here, a task after the packages' (the config answers in a task of
  // its own): two shorter tasks on a phone's main thread instead of one long one.
  const app = import(/* webpackMode: "eager" */ './app/App');
  const translations = initI18n({
    brandDefaultLanguage: config?.defaultLanguage,
    namespaces: SHELL_NAMESPACES,
    defaultNamespace: SHELL_NAMESPACE,
  });
  await Promise.all([
    translations,
    // boot.js preloaded the route's remote: briefly waited for, the page is drawn at once.
    routeRemoteReady(window.location.pathname, (namespace) =>
      translations.then(() => loadNamespaces(namespace)),
    ),
  ]);
  // Worded once the translations are loaded, in the player's language.
  if (configFailure) useBrandStore.getState().setError(errorMessage(configFailure));
  const { error } = useBrandStore.getState();
  const { App } = await app;
  render(config ? <App /> : <BootFailure message={error ?? ''} />);
}

void boot();
