import { Outlet } from '@croupier/shared/router';
import { Footer } from './Footer';
import { Header } from './Header';
import { LiveChat } from './LiveChat';
import styles from './Layout.module.scss';

export function Layout() {
  return (
    <div className={styles.layout}>
      <Header />
      <main className={styles.main} id="main">
        <Outlet />
      </main>
      <Footer />
      <LiveChat />
    </div>
  );
}
