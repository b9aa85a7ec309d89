import { Link } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { getLotteryMarkets } from '@croupier/shared';
import { EmptyState, Loaded, useRequest } from '@croupier/ui';
import { Countdown } from './Countdown';
import { DrawTime } from './DrawTime';
import { WinningBalls } from './WinningBalls';
import styles from './WinningNumbers.module.scss';

/** The latest result of every lottery market. */
export function MarketResults() {
  const { t } = useTranslation('games');
  const request = useRequest(getLotteryMarkets);
  return (
    <Loaded request={request}>
      {(markets) =>
        markets.length === 0 ? (
          <EmptyState>{t('winning.noMarkets')}</EmptyState>
        ) : (
          <ul className={styles.markets}>
            {markets.map((market) => (
              <li key={market.code} className={styles.market} data-testid="lottery-market">
                <h2>{market.name}</h2>
                {market.latestDraw ? (
                  <>
                    <p>{t('winning.drawNumber', { number: market.latestDraw.drawNumber })}</p>
                    <WinningBalls digits={market.latestDraw.winningNumbers} />
                    <DrawTime at={market.latestDraw.drawnAt} />
                  </>
                ) : (
                  <p>{t('winning.noDrawYet')}</p>
                )}
                <Countdown to={market.nextDrawAt} />
                <Link to={`?market=${encodeURIComponent(market.code)}`}>
                  {t('winning.history', { market: market.name })}
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}
