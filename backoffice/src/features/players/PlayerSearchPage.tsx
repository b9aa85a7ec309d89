import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, LocalTime, TextField, buttons, useRequest } from '@croupier/ui';
import { PagedTable, headings } from '../tables';
import { SEARCH_MAX_LENGTH, searchPlayers, type Page, type PlayerSummary } from './playersApi';
import { searchError } from './searchValidation';
import styles from './players.module.scss';

/** Finds players by any part of their username, email or phone number; the query is in the URL. */
export function PlayerSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const [draft, setDraft] = useState(query);
  const [showError, setShowError] = useState(false);
  const error = searchError(draft);

  function search(event: FormEvent) {
    event.preventDefault();
    setShowError(true);
    if (error === null) setParams({ query: draft.trim() });
  }

  return (
    <section aria-labelledby="players-title">
      <h1 id="players-title">{t('players.title')}</h1>
      <form className={styles.search} role="search" onSubmit={search}>
        <TextField
          id="player-search"
          label={t('players.search')}
          value={draft}
          maxLength={SEARCH_MAX_LENGTH + 1}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
          error={showError && error ? t(error) : null}
        />
        <button type="submit" className={buttons.primary}>
          {t('players.find')}
        </button>
      </form>
      {query ? (
        <SearchResults
          key={query}
          query={query}
          page={page}
          onPage={(next) => setParams({ query, page: String(next) })}
        />
      ) : (
        <EmptyState>{t('players.searchHint')}</EmptyState>
      )}
    </section>
  );
}

function SearchResults({
  query,
  page,
  onPage,
}: {
  query: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const load = useCallback(() => searchPlayers(query, page), [query, page]);
  const results = useRequest<Page<PlayerSummary>>(load);
  return (
    <PagedTable
      request={results}
      page={page}
      onPage={onPage}
      empty={t('players.noMatch', { query })}
      csvName="players"
      loadPage={(anyPage) => searchPlayers(query, anyPage)}
      columns={headings<PlayerSummary>(
        t,
        'players',
        ['username', 'brand', 'email', 'phone', 'registered', 'status'],
        [],
        {
          username: { value: (player) => player.username },
          brand: { value: (player) => player.brandId },
          email: { value: (player) => player.email },
          phone: { value: (player) => player.phoneNumber },
          registered: { kind: 'date', value: (player) => player.createdAt },
          status: {
            value: (player) => (player.blockedAt ? t('players.blocked') : t('players.active')),
          },
        },
      )}
      rowOf={(player) => (
        <tr key={player.playerId}>
          <td>
            <Link to={`/players/${player.playerId}`}>{player.username}</Link>
          </td>
          <td>{player.brandId}</td>
          <td className={styles.wrap}>{player.email ?? '—'}</td>
          <td>{player.phoneNumber ?? '—'}</td>
          <td>
            <LocalTime at={player.createdAt} />
          </td>
          <td>
            {player.blockedAt ? t('players.blocked') : t('players.active')}
            {player.exclusion && <ExclusionBadge exclusion={player.exclusion} />}
          </td>
        </tr>
      )}
    />
  );
}

/** A time-out or self-exclusion in force, named as such; its end on hover. */
function ExclusionBadge({ exclusion }: { exclusion: NonNullable<PlayerSummary['exclusion']> }) {
  const { t, i18n } = useTranslation();
  const until = new Date(exclusion.endsAt).toLocaleString(i18n.language);
  return (
    <span className={styles.badge} title={t('players.exclusionUntil', { until })}>
      {t(`players.exclusions.${exclusion.kind}`)}
    </span>
  );
}
