import { useEffect } from 'react';
import { endLogin, eventBus } from '@croupier/shared';
import { useLoginDialog } from './loginDialogStore';

/**
 * A login ended elsewhere (revoked, expired, password changed on another device) logs the player
 * out here at once and offers the login again, on the page the player was on.
 */
export function useSessionExpiry() {
  useEffect(
    () =>
      eventBus.on('session:expired', () => {
        endLogin();
        useLoginDialog.getState().showSessionEnded();
      }),
    [],
  );
}
