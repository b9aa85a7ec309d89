import { useTranslation } from 'react-i18next';
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

/**
 * Spec §2: the launch-game page is bare — no chrome, no brand config, no game list, no auth
 * initialisation, no toasts — the game fills the window.
 */
export function LaunchGamePage() {
  const { t } = useTranslation('shell');
  const gameUrl = playableGameUrl(window.location.search);
  if (!gameUrl) {
    return (
      <p className={styles.missing} role="alert">
        {t('launchGame.missing')}
      </p>
    );
  }
  return (
    <iframe
      className={styles.frame}
      src={gameUrl}
      title={t('launchGame.title')}
      allow="fullscreen"
    />
  );
}
