import { useEffect } from 'react';
import { endLogin, eventBus } from '@croupier/shared';
import { useLoginDialog } from './loginDialogStore';

/** Only visitors reach the register page: it offers an account, not the login over its form. */
const onRegisterPage = () => window.location.pathname.startsWith('/register');

/**
 * A login ended elsewhere (revoked, expired, password changed on another device), or found ended
 * by the start sequence, logs the player out here at once and offers the login again, on the page
 * the player was on.
 */
export function useSessionExpiry() {
  useEffect(
    () =>
      eventBus.on('session:expired', () => {
        endLogin();
        if (!onRegisterPage()) useLoginDialog.getState().showSessionEnded();
      }),
    [],
  );
}
