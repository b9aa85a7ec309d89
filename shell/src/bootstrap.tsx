import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  errorMessage,
  getBrandConfig,
  getGameOrigins,
  initI18n,
  useBrandStore,
} from '@croupier/shared';
import './app/global.scss';
import { App } from './app/App';
import { BootFailure } from './app/BootFailure';
import { applyBrandTheme } from './features/brand';
import { LaunchGamePage, isLaunchGamePath } from './features/launch-game';
import { registerBrandRemotes, takePreloadedBrandConfig } from './features/remotes';

const SHELL_NAMESPACE = 'shell';

function render(node: ReactNode) {
  createRoot(document.getElementById('root')!).render(<StrictMode>{node}</StrictMode>);
}

async function boot() {
  if (isLaunchGamePath(window.location.pathname)) {
    // One small call instead of the brand config, under way while the translations load; when it
    // fails no origin is allowed, so nothing is framed.
    const gameOrigins = getGameOrigins().then(
      (answer) => answer.gameOrigins,
      () => [],
    );
    await initI18n({ namespaces: [SHELL_NAMESPACE], defaultNamespace: SHELL_NAMESPACE });
    return render(<LaunchGamePage gameOrigins={gameOrigins} />);
  }
  try {
    // boot.js asked already; its answer, else the call again with its errors reported.
    const config =
      (await takePreloadedBrandConfig()) ?? (await getBrandConfig(window.location.hostname));
    useBrandStore.getState().setConfig(config);
    applyBrandTheme(config);
    registerBrandRemotes(config.remotes);
  } catch (error) {
    useBrandStore.getState().setError(errorMessage(error));
  }
  const { config, error } = useBrandStore.getState();
  await initI18n({
    brandDefaultLanguage: config?.defaultLanguage,
    namespaces: [SHELL_NAMESPACE],
    defaultNamespace: SHELL_NAMESPACE,
  });
  render(config ? <App /> : <BootFailure message={error ?? ''} />);
}

void boot();
