import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { RealityCheck } from '../reality-check';
import styles from './LaunchGamePage.module.scss';

/** A game URL is playable only over http(s); anything else is refused. */
export function playableGameUrl(search: string): string | null {
  const raw = new URLSearchParams(search).get('url');
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The game may run its scripts and popups, but never navigate the site's window away. */
const GAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

export interface LaunchGamePageProps {
  /** The origins the API issues launch URLs for; requested while the translations load. */
  gameOrigins: Promise<string[]>;
}

/**
 * The launch-game page is bare — no chrome, no brand config, no game list, no auth
 * initialisation, no toasts — the game fills the window below one link back to the site. Only the
 * reality check comes over it.
 */
export function LaunchGamePage({ gameOrigins }: LaunchGamePageProps) {
  return (
    <Suspense fallback={null}>
      <div className={styles.page}>
        <BackToGames />
        <GameFrame gameOrigins={gameOrigins} />
      </div>
      <RealityCheck onStopped={() => window.location.assign('/')} />
    </Suspense>
  );
}

function BackToGames() {
  const { t } = useTranslation('shell');
  return (
    <nav className={styles.bar}>
      <a className={styles.back} href="/games/">
        <span aria-hidden="true">←</span> {t('launchGame.back')}
      </a>
    </nav>
  );
}

function GameFrame({ gameOrigins }: LaunchGamePageProps) {
  const { t } = useTranslation('shell');
  const allowedOrigins = use(gameOrigins);
  const gameUrl = playableGameUrl(window.location.search);
  if (!gameUrl) return <LaunchRefused message={t('launchGame.missing')} />;
  // Only a provider's page may be framed: any other page would show under the site's name.
  if (!allowedOrigins.includes(new URL(gameUrl).origin)) {
    return <LaunchRefused message={t('launchGame.foreignOrigin')} />;
  }
  return (
    <iframe
      className={styles.frame}
      src={gameUrl}
      title={t('launchGame.title')}
      allow="fullscreen"
      sandbox={GAME_SANDBOX}
    />
  );
}

function LaunchRefused({ message }: { message: string }) {
  return (
    <p className={styles.refused} role="alert">
      {message}
    </p>
  );
}
