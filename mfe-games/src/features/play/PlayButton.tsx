import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  formatCurrencyAmount,
  isLoggedIn,
  launchGame,
  useAuthStore,
  type Game,
} from '@croupier/shared';
import { buttons } from '@croupier/ui';
import { useFreeSpinsForGame, type GameFreeSpins } from './freeSpinsForGame';
import { launchUrlInLanguage, withFreeSpins } from './launchUrlInLanguage';
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
  const freeSpins = useFreeSpinsForGame(loggedIn, game.gpid, game.code);

  async function play(useFreeSpins = false) {
    if (!loggedIn) {
      setAskedToLogIn(true);
      return;
    }
    setState({ status: 'launching' });
    try {
      const { launchUrl } = await launchGame(game.gpid, game.code);
      rememberRecentGame(game);
      const inLanguage = launchUrlInLanguage(launchUrl, i18n.language);
      const gameUrl = useFreeSpins ? withFreeSpins(inLanguage) : inLanguage;
      loadPage(`${LAUNCH_GAME_PATH}?url=${encodeURIComponent(gameUrl)}`);
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error) });
    }
  }

  const launching = state.status === 'launching';
  return (
    <div className={styles.play}>
      {freeSpins ? (
        <FreeSpinsChoice freeSpins={freeSpins} launching={launching} onPlay={play} />
      ) : (
        <button
          type="button"
          className={buttons.primary}
          onClick={() => void play()}
          disabled={launching}
          aria-busy={launching}
        >
          {launching ? t('play.launching') : t('play.playNow')}
        </button>
      )}
      {!loggedIn && askedToLogIn && <p role="alert">{t('play.logInToPlay')}</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
    </div>
  );
}

/** The clear choice a player with free spins on the game makes: play them, or the balance. */
function FreeSpinsChoice({
  freeSpins: { grant, spins },
  launching,
  onPlay,
}: {
  freeSpins: GameFreeSpins;
  launching: boolean;
  onPlay: (useFreeSpins: boolean) => Promise<void>;
}) {
  const { t } = useTranslation('games');
  const stake = `${formatCurrencyAmount(spins.stake, grant.currency)} ${grant.currency}`;
  return (
    <section className={styles.freeSpins} aria-labelledby="free-spins-offer">
      <h2 id="free-spins-offer">{t('play.freeSpins.title', { remaining: spins.remaining })}</h2>
      <p>{t('play.freeSpins.stake', { stake })}</p>
      <p>
        {t(
          spins.winnings === 'bonus'
            ? 'play.freeSpins.bonusWinnings'
            : 'play.freeSpins.realWinnings',
        )}
      </p>
      <div className={styles.choice}>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => void onPlay(true)}
          disabled={launching}
          aria-busy={launching}
        >
          {launching ? t('play.launching') : t('play.freeSpins.use')}
        </button>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => void onPlay(false)}
          disabled={launching}
        >
          {t('play.freeSpins.skip')}
        </button>
      </div>
    </section>
  );
}
