import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<Data> =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: Data };

export type Request<Data> = RequestState<Data> & {
  /** Fetches again; the data already shown stays on screen until the new answer arrives. */
  reload: () => Promise<void>;
};

/**
 * Runs `load` whenever it changes (pass a stable or memoised function). Only the latest call's
 * answer is kept, so a slow earlier answer never overwrites a newer one.
 */
export function useRequest<Data>(load: () => Promise<Data>): Request<Data> {
  const [state, setState] = useState<RequestState<Data>>({ status: 'loading' });
  const latestCall = useRef(0);

  const run = useCallback(
    async (keepShownData: boolean) => {
      const call = ++latestCall.current;
      if (!keepShownData) setState({ status: 'loading' });
      try {
        const data = await load();
        if (call !== latestCall.current) return;
        const ready = () => setState({ status: 'ready', data });
        // A first answer is drawn as a transition: React renders a long one (a lobby of tiles) in
        // slices that yield to the browser, not in one task that blocks a phone's main thread. A
        // refresh answers something the player did, and shows at once beside it.
        if (keepShownData) ready();
        else startTransition(ready);
      } catch (error) {
        if (call !== latestCall.current) return;
        // A failed refresh keeps the answer already shown; a failed first load shows the error.
        setState((current) => (current.status === 'ready' ? current : { status: 'failed', error }));
      }
    },
    [load],
  );

  useEffect(() => {
    void run(false);
  }, [run]);

  const reload = useCallback(() => run(true), [run]);
  return { ...state, reload };
}
