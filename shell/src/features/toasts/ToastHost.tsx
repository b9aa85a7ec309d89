import { lazy, Suspense, useEffect, useState } from 'react';
import { eventBus } from '@croupier/shared';
import styles from './ToastHost.module.scss';

/** Top-right, 5000 ms, close on click, draggable at 80%. Remotes raise toasts on the bus. */
export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
  closeOnClick: true,
  draggable: true,
  draggablePercent: 80,
} as const;

// react-toastify loads with the first toast, not with the page: most visits raise none. The toast
// is handed over once it has loaded, and react-toastify keeps it until its container is mounted.
const toastify = () => import('react-toastify');

const ToastContainer = lazy(() =>
  toastify().then((module) => ({ default: module.ToastContainer })),
);

export function ToastHost() {
  const [raised, setRaised] = useState(false);
  useEffect(
    () =>
      eventBus.on('toast', ({ kind, message }) => {
        setRaised(true);
        void toastify().then(({ toast }) => toast[kind](message));
      }),
    [],
  );
  if (!raised) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...TOAST_OPTIONS} className={styles.toasts} />
    </Suspense>
  );
}
