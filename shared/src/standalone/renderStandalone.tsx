import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import type { RemoteRoutesModule } from '../remotes/contracts';
import { useBrandStore } from '../brand/brandStore';
import { getBrandConfig } from '../api/calls';
import { errorMessage } from '../api/errors';
import { bootSession, loginWithPassword, logoutPlayer } from '../session/bootSession';
import { isLoggedIn } from '../auth/tokens';
import { useAuthStore } from '../auth/authStore';
import { initI18n, registerNamespaceOrigin } from '../i18n/i18n';

function StandaloneLogin() {
  const [message, setMessage] = useState('');
  const brandId = useBrandStore((state) => state.config?.brandId ?? '');
  const loggedIn = useAuthStore(isLoggedIn);
  if (loggedIn) {
    return (
      <button type="button" onClick={() => void logoutPlayer()}>
        Log out
      </button>
    );
  }
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    try {
      await loginWithPassword({
        brandId,
        username: String(data.get('username')),
        password: String(data.get('password')),
      });
      setMessage('');
    } catch (error) {
      setMessage(errorMessage(error));
    }
  }
  return (
    <form onSubmit={submit} style={{ display: 'flex', gap: '0.5rem' }}>
      <input name="username" placeholder="username" aria-label="username" required />
      <input
        name="password"
        type="password"
        placeholder="password"
        aria-label="password"
        required
      />
      <button type="submit">Log in</button>
      {message && <span role="alert">{message}</span>}
    </form>
  );
}

function StandaloneFrame({ module, title }: { module: RemoteRoutesModule; title: string }) {
  const { i18n } = useTranslation(module.namespace);
  const page = useRoutes(module.routes);
  return (
    <>
      <header
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          padding: '0.5rem 1rem',
          background: '#222',
          color: '#eee',
        }}
      >
        <strong>
          {title} · standalone · {i18n.language}
        </strong>
        <StandaloneLogin />
      </header>
      <main style={{ padding: '0 1rem' }}>
        {page ?? <p>Routes: {module.routes.map((route) => `/${route.path}`).join(', ')}</p>}
      </main>
    </>
  );
}

/**
 * Runs one remote on its own dev server, without the shell: the same brand config, session boot
 * and translations the shell would give it.
 */
export async function renderStandalone(module: RemoteRoutesModule, title: string) {
  registerNamespaceOrigin(module.namespace, window.location.origin);
  const config = await getBrandConfig(window.location.hostname);
  useBrandStore.getState().setConfig(config);
  await initI18n({
    brandDefaultLanguage: config.defaultLanguage,
    namespaces: [module.namespace],
    defaultNamespace: module.namespace,
  });
  await bootSession({ brandId: config.brandId });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneFrame module={module} title={title} />
      </BrowserRouter>
    </StrictMode>,
  );
}
