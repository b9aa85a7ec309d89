import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loaded, RoundRecord, moneyText, useRequest } from '@croupier/ui';
import { loadRound } from './playersApi';
import styles from './players.module.scss';

/** One of the player's rounds in full, as the player sees its replay (game recall). */
export function PlayerRoundPage() {
  const { t } = useTranslation();
  const { playerId = '', gpid = '', roundId = '' } = useParams();
  const load = useCallback(() => loadRound(playerId, gpid, roundId), [playerId, gpid, roundId]);
  const round = useRequest(load);
  return (
    <section aria-labelledby="round-title" className={styles.page}>
      <Link to={`/players/${encodeURIComponent(playerId)}`}>{t('players.backToPlayer')}</Link>
      <h1 id="round-title">{t('players.roundTitle')}</h1>
      <Loaded request={round}>
        {(data) => <RoundRecord round={data} formatAmount={moneyText} />}
      </Loaded>
    </section>
  );
}
