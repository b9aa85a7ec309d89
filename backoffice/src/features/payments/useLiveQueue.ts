import { useCallback, useEffect, useRef, useState } from 'react';
import { useRequest } from '@croupier/ui';
import { loadPendingTransactions, type QueueParams } from './pendingTransactions';
import { useRefreshOnPush } from './queuePush';

/**
 * The queue under `params`, asked again as soon as the realtime push says it changed (a request
 * arrived, or someone decided one), and every FALLBACK_REFRESH_MS while the push is down. `live`
 * says whether the push is up. `newIds` are the requests that arrived since the first answer
 * under these filters; `onArrival` hears each answer that brought any.
 */
export function useLiveQueue(params: QueueParams, onArrival: (count: number) => void) {
  const paramsKey = JSON.stringify(params);
  const load = useCallback(
    () => loadPendingTransactions(JSON.parse(paramsKey) as QueueParams),
    [paramsKey],
  );
  const queue = useRequest(load);
  const { reload } = queue;
  const seen = useRef<{ key: string; ids: Set<string> } | null>(null);
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const arrival = useRef(onArrival);
  arrival.current = onArrival;

  const live = useRefreshOnPush(() => void reload());

  const items = queue.status === 'ready' ? queue.data : null;
  useEffect(() => {
    if (items === null) return;
    const ids = items.map((item) => item.transactionId);
    // A change of filters starts over: what it shows first is not new.
    if (seen.current?.key !== paramsKey) {
      seen.current = { key: paramsKey, ids: new Set(ids) };
      setNewIds(new Set());
      return;
    }
    const known = seen.current.ids;
    const arrived = ids.filter((id) => !known.has(id));
    if (arrived.length === 0) return;
    for (const id of arrived) known.add(id);
    setNewIds((current) => new Set([...current, ...arrived]));
    arrival.current(arrived.length);
  }, [items, paramsKey]);

  return { queue, newIds, live };
}
