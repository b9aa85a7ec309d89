import { useCallback } from 'react';
import { Link, useSearchParams } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { getLotteryDraws } from '@croupier/shared';
import { EmptyState, Loaded, Pager, useRequest } from '@croupier/ui';
import { DrawTime } from './DrawTime';
import { WinningBalls } from './WinningBalls';
import styles from './WinningNumbers.module.scss';

export const DRAWS_PAGE_SIZE = 10;

/** The draws of one market, newest first, a page at a time (`?market=CODE&page=N`). */
export function MarketHistory({ marketCode }: { marketCode: string }) {
  const { t } = useTranslation('games');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const load = useCallback(
    () => getLotteryDraws(marketCode, page, DRAWS_PAGE_SIZE),
    [marketCode, page],
  );
  const request = useRequest(load);

  return (
    <section className={styles.history}>
      <Link to="/winning-numbers/">{t('winning.allMarkets')}</Link>
      <h2>{t('winning.historyTitle', { market: marketCode })}</h2>
      <Loaded request={request}>
        {(draws) =>
          draws.items.length === 0 ? (
            <EmptyState>{t('winning.noDraws')}</EmptyState>
          ) : (
            <>
              <ol className={styles.draws}>
                {draws.items.map((draw) => (
                  <li key={draw.drawId} className={styles.draw} data-testid="lottery-draw">
                    <span>{t('winning.drawNumber', { number: draw.drawNumber })}</span>
                    <WinningBalls digits={draw.winningNumbers} />
                    <DrawTime at={draw.drawnAt} />
                  </li>
                ))}
              </ol>
              <Pager
                page={draws.page}
                pageCount={Math.ceil(draws.total / draws.pageSize)}
                onPage={(next) => setSearchParams({ market: marketCode, page: String(next) })}
                className={styles.pager}
              />
            </>
          )
        }
      </Loaded>
    </section>
  );
}
