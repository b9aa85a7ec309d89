import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getOriginalsGameRules,
  RequireLogin,
  type OriginalGame,
  type OriginalsGameRules,
} from '@croupier/shared';
import { Link } from '@croupier/shared/router';
import { Loaded, Loading, useRequest } from '@croupier/ui';
import { ORIGINAL_GAME_NAMES } from './gameNames';
import { VERIFY_PATH } from './RoundHistory';
import { useOriginalsWallet, type OriginalsWallet } from './useOriginalsWallet';
import styles from './Originals.module.scss';

/** What a game plays with: the player's wallet and the brand's rules in its currency. */
export interface OriginalsTable {
  wallet: OriginalsWallet;
  rules: OriginalsGameRules;
}

/**
 * An original's page: for a logged-in player with a wallet, once the brand's rules of the game
 * (edge, stake bounds, an open mines round) are known; a visitor is asked to log in.
 */
export function OriginalsGamePage({
  game,
  children,
}: {
  game: OriginalGame;
  children: (table: OriginalsTable) => ReactNode;
}) {
  const { t } = useTranslation('games');
  return (
    <section className={styles.page}>
      <header className={styles.heading}>
        <h1>{ORIGINAL_GAME_NAMES[game]}</h1>
        <Link to={VERIFY_PATH}>{t('originals.verify.link')}</Link>
      </header>
      <RequireLogin fallback={<p role="alert">{t('play.logInToPlay')}</p>}>
        <WithWallet game={game}>{children}</WithWallet>
      </RequireLogin>
    </section>
  );
}

function WithWallet({
  game,
  children,
}: {
  game: OriginalGame;
  children: (table: OriginalsTable) => ReactNode;
}) {
  const wallet = useOriginalsWallet();
  return wallet ? (
    <WithRules game={game} wallet={wallet} key={wallet.currency}>
      {children}
    </WithRules>
  ) : (
    <Loading />
  );
}

function WithRules({
  game,
  wallet,
  children,
}: {
  game: OriginalGame;
  wallet: OriginalsWallet;
  children: (table: OriginalsTable) => ReactNode;
}) {
  const { t } = useTranslation('games');
  const load = useCallback(
    () => getOriginalsGameRules(game, wallet.currency),
    [game, wallet.currency],
  );
  const request = useRequest(load);
  return (
    <Loaded request={request}>
      {(rules) =>
        rules.enabled ? (
          children({ wallet, rules })
        ) : (
          <p role="alert">{t('originals.switchedOff')}</p>
        )
      }
    </Loaded>
  );
}
