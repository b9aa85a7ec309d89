import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './playersApi';

/** The translation key of what is wrong with a search, or null when it can be sent. */
export function searchError(query: string): string | null {
  const trimmed = query.trim();
  if (trimmed.length < SEARCH_MIN_LENGTH) return 'players.searchTooShort';
  if (trimmed.length > SEARCH_MAX_LENGTH) return 'players.searchTooLong';
  return null;
}
