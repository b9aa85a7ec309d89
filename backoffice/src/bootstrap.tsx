import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App';
import { initI18n } from './app/i18n';
import '@croupier/ui/gradients.scss';
import './app/global.scss';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={initI18n()}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);
