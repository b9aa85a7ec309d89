import { useEffect, useState } from 'react';
import { apiClient, errorMessage } from '@croupier/shared';

export type StaticListState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: T[] };

/** One of the platform's static game files (`/data/*.json`). */
export function useStaticList<T>(file: string): StaticListState<T> {
  const [state, setState] = useState<StaticListState<T>>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    apiClient
      .get<T[]>(`/data/${file}`)
      .then((response) => !cancelled && setState({ status: 'ready', items: response.data }))
      .catch(
        (error: unknown) =>
          !cancelled && setState({ status: 'error', message: errorMessage(error) }),
      );
    return () => {
      cancelled = true;
    };
  }, [file]);
  return state;
}
