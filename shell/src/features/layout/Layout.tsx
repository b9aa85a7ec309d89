import { Suspense } from 'react';
import { Outlet } from '@croupier/shared/router';
import { SectionLoading } from '../remotes';
import { Footer } from './Footer';
import { Header } from './Header';
import { LiveChat } from './LiveChat';
import styles from './Layout.module.scss';

export function Layout() {
  return (
    <div className={styles.layout}>
      <Header />
      <main className={styles.main} id="main">
        {/* Pages loaded on demand (register) wait here, under the header. */}
        <Suspense fallback={<SectionLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <LiveChat />
      <Footer />
    </div>
  );
}
