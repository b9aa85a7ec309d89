import { useEffect } from 'react';
import { endLogin, eventBus } from '@croupier/shared';
import { useLoginDialog } from './loginDialogStore';

/**
 * On the register page, or a page whose `?register` query is about to send the visitor there:
 * only visitors reach it, and it offers an account, not the login over its form.
 */
const goingToRegister = () =>
  window.location.pathname.startsWith('/register') ||
  new URLSearchParams(window.location.search).has('register');

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
        if (!goingToRegister()) useLoginDialog.getState().showSessionEnded();
      }),
    [],
  );
}
