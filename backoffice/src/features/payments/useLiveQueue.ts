import { useCallback, useEffect, useRef, useState } from 'react';
import { useRequest } from '@croupier/ui';
import { loadPendingTransactions, type QueueParams } from './pendingTransactions';

/**
 * How often an open queue asks again: a new request shows within this many milliseconds, well
 * inside the five seconds staff are promised.
 */
export const QUEUE_REFRESH_MS = 3000;

/**
 * The queue under `params`, asked again every QUEUE_REFRESH_MS while the page is open. `newIds`
 * are the requests that arrived since the first answer under these filters; `onArrival` hears
 * each answer that brought any.
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

  useEffect(() => {
    const timer = window.setInterval(() => void reload(), QUEUE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload]);

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

  return { queue, newIds };
}
