import { useSearchParams } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { ArtworkImage, Loaded } from '@croupier/ui';
import { NotFound } from '../../components/NotFound';
import { allGames, providerName, useGamesWithProviders } from '../../catalogue';
import { PlayButton } from './PlayButton';
import styles from './PlayPage.module.scss';

/** `/play/game/?gpid=&code=`: one game's details and its "Play now" button. */
export function PlayGamePage() {
  const { t } = useTranslation('games');
  const [searchParams] = useSearchParams();
  const gpid = searchParams.get('gpid') ?? '';
  const code = searchParams.get('code') ?? '';
  const request = useGamesWithProviders(allGames);

  return (
    <Loaded request={request}>
      {({ games, providers }) => {
        const game = games.find((candidate) => candidate.gpid === gpid && candidate.code === code);
        if (!game) return <NotFound message={t('notFound.game')} />;
        return (
          <article className={styles.detail}>
            <ArtworkImage
              className={styles.thumbnail}
              src={game.thumbnail}
              widths={[320, 480, 640, 960]}
              sizes="(max-width: 600px) 100vw, 480px"
              alt={game.name}
              width={480}
              height={360}
            />
            <div className={styles.facts}>
              <h1>{game.name}</h1>
              <dl>
                <dt>{t('play.provider')}</dt>
                <dd>{providerName(providers, game.gpid)}</dd>
                <dt>{t('play.category')}</dt>
                <dd>{t(`category.${game.category}`)}</dd>
              </dl>
              <PlayButton game={game} />
            </div>
          </article>
        );
      }}
    </Loaded>
  );
}
