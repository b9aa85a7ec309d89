import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireLogin } from '@croupier/shared';
import { Link } from '@croupier/shared/router';
import { Loading } from '@croupier/ui';
import { VERIFY_PATH } from './RoundHistory';
import { useOriginalsWallet, type OriginalsWallet } from './useOriginalsWallet';
import styles from './Originals.module.scss';

/** An original's page: for a logged-in player with a wallet; a visitor is asked to log in. */
export function OriginalsGamePage({
  title,
  children,
}: {
  title: string;
  children: (wallet: OriginalsWallet) => ReactNode;
}) {
  const { t } = useTranslation('games');
  return (
    <section className={styles.page}>
      <header className={styles.heading}>
        <h1>{title}</h1>
        <Link to={VERIFY_PATH}>{t('originals.verify.link')}</Link>
      </header>
      <RequireLogin fallback={<p role="alert">{t('play.logInToPlay')}</p>}>
        <WithWallet>{children}</WithWallet>
      </RequireLogin>
    </section>
  );
}

function WithWallet({ children }: { children: (wallet: OriginalsWallet) => ReactNode }) {
  const wallet = useOriginalsWallet();
  return wallet ? <>{children(wallet)}</> : <Loading />;
}
