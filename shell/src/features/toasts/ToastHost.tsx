import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
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

export function ToastHost() {
  useEffect(
    () =>
      eventBus.on('toast', ({ kind, message }) => {
        toast[kind](message);
      }),
    [],
  );
  return <ToastContainer {...TOAST_OPTIONS} className={styles.toasts} />;
}
