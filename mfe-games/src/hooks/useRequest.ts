import { useCallback, useEffect, useState } from 'react';

export type Request<Data> = (
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: Data }
) & { retry: () => void };

/**
 * Runs `load` whenever it changes (pass a stable or memoised function); an answer that arrives after
 * a newer call started is dropped, so it never overwrites fresher data.
 */
export function useRequest<Data>(load: () => Promise<Data>): Request<Data> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: Data }
  >({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
