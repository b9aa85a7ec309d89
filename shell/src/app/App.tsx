import { BrowserRouter, Route, Routes, useNavigate } from '@croupier/shared/router';
import { usePathHistory } from '@croupier/shared';
import {
  RegisterPage,
  useAuthBoot,
  useRegisterQueryRule,
  useSessionExpiry,
} from '../features/auth';
import { useMetaDescription } from '../features/brand';
import { ArticlePage, ArticlesPage, FaqPage, PromotionsPage } from '../features/content';
import { HomePage } from '../features/home';
import { Layout } from '../features/layout';
import { RealityCheck } from '../features/reality-check';
import { RemoteOutlet } from '../features/remotes';
import { ToastHost } from '../features/toasts';
import { useWalletSession } from '../features/wallet';

function RouteRules() {
  usePathHistory();
  useRegisterQueryRule();
  useMetaDescription();
  return null;
}

function SessionReminders() {
  const navigate = useNavigate();
  return <RealityCheck onStopped={() => void navigate('/')} />;
}

export function App() {
  useAuthBoot();
  useSessionExpiry();
  useWalletSession();
  return (
    <BrowserRouter>
      <RouteRules />
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="a" element={<ArticlesPage />} />
          <Route path="a/:slug" element={<ArticlePage />} />
          <Route path="promotion" element={<PromotionsPage />} />
          <Route path="faq" element={<FaqPage />} />
          <Route path="*" element={<RemoteOutlet />} />
        </Route>
      </Routes>
      <ToastHost />
      <SessionReminders />
    </BrowserRouter>
  );
}
