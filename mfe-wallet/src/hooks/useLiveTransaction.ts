import { useEffect, useState } from 'react';
import { eventBus, getTransaction, type Transaction } from '@croupier/shared';

const DECIDED_TYPES = { deposit: 'DEPOSIT', withdraw: 'WITHDRAW' } as const;

/**
 * A deposit or withdrawal as the server now records it: while it is pending, each operator
 * decision of its kind (the realtime event names no transaction) fetches it again.
 */
export function useLiveTransaction(submitted: Transaction): Transaction {
  const [current, setCurrent] = useState(submitted);
  if (current.transactionId !== submitted.transactionId) setCurrent(submitted);
  const { transactionId, transactionType, currency, status } = current;

  useEffect(() => {
    if (status !== 'PENDING') return;
    let mounted = true;
    const off = eventBus.on('wallet:paymentDecided', (decision) => {
      if (DECIDED_TYPES[decision.transactionType] !== transactionType) return;
      if (decision.currency !== currency) return;
      getTransaction(transactionId).then(
        (fresh) => mounted && setCurrent(fresh),
        // The decision's toast has told the player; the panel keeps what it showed.
        (error: unknown) => console.error('The decided transaction could not be loaded', error),
      );
    });
    return () => {
      mounted = false;
      off();
    };
  }, [transactionId, transactionType, currency, status]);

  return current;
}
