import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isLoggedIn, launchGame, useAuthStore, type Game } from '@croupier/shared';
import { buttons } from '@croupier/ui';
import { launchUrlInLanguage } from './launchUrlInLanguage';
import { loadPage } from './loadPage';
import { rememberRecentGame } from './recentGames';
import styles from './PlayPage.module.scss';

/** The shell's bare page that embeds the provider's game page; a full load, as it has no chrome. */
export const LAUNCH_GAME_PATH = '/play/launch-game/';

type PlayState =
  { status: 'idle' } | { status: 'launching' } | { status: 'failed'; message: string };

export function PlayButton({ game }: { game: Game }) {
  const { t, i18n } = useTranslation('games');
  const loggedIn = useAuthStore(isLoggedIn);
  const [state, setState] = useState<PlayState>({ status: 'idle' });
  const [askedToLogIn, setAskedToLogIn] = useState(false);

  async function play() {
    if (!loggedIn) {
      setAskedToLogIn(true);
      return;
    }
    setState({ status: 'launching' });
    try {
      const { launchUrl } = await launchGame(game.gpid, game.code);
      rememberRecentGame(game);
      const gameUrl = launchUrlInLanguage(launchUrl, i18n.language);
      loadPage(`${LAUNCH_GAME_PATH}?url=${encodeURIComponent(gameUrl)}`);
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error) });
    }
  }

  const launching = state.status === 'launching';
  return (
    <div className={styles.play}>
      <button
        type="button"
        className={buttons.primary}
        onClick={() => void play()}
        disabled={launching}
        aria-busy={launching}
      >
        {launching ? t('play.launching') : t('play.playNow')}
      </button>
      {!loggedIn && askedToLogIn && <p role="alert">{t('play.logInToPlay')}</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
    </div>
  );
}
