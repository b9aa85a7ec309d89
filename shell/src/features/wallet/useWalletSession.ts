import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  eventBus,
  formatCurrencyAmount,
  isLoggedIn,
  loadBalances,
  startWalletRealtime,
  useAuthStore,
  useUserStore,
} from '@croupier/shared';

/** Set by a fresh login (not a reload with a stored token), consumed by the first connection. */
let loginToCount = false;

/**
 * The logged-in player's wallet for the whole site: balances loaded once, then kept live by the
 * realtime service; deposit and withdrawal decisions become toasts.
 */
export function useWalletSession() {
  const { t } = useTranslation('shell');
  const loginToken = useAuthStore((state) => (isLoggedIn(state) ? state.loginToken : null));
  const brandUsername = useUserStore((state) => state.user?.brandUsername);

  useEffect(
    () =>
      eventBus.on('auth:login', () => {
        loginToCount = true;
      }),
    [],
  );

  useEffect(() => {
    if (!loginToken || !brandUsername) return;
    // Balances are never fetched with a session token: only a logged-in player has any.
    loadBalances().catch((error: unknown) => console.error('Balances could not be loaded', error));
    const countThisLogin = loginToCount;
    loginToCount = false;
    return startWalletRealtime({ authorization: loginToken, brandUsername, countThisLogin });
  }, [loginToken, brandUsername]);

  useEffect(
    () =>
      eventBus.on('wallet:paymentDecided', ({ transactionStatus, transactionType }) => {
        // `success` shows as approved, anything else as declined (docs/glossary.md#money).
        const approved = transactionStatus === 'success';
        const type = t(`notifications.${transactionType}`);
        eventBus.emit('toast', {
          kind: approved ? 'success' : 'error',
          message: t(approved ? 'notifications.approved' : 'notifications.declined', {
            transactionType: type,
          }),
        });
      }),
    [t],
  );

  useEffect(
    () =>
      eventBus.on('bonus:grantChanged', ({ status, amount, currency }) => {
        // A grant made or converted is good news; one forfeited or expired the player caused or
        // was warned of on the reward page, so it is not toasted.
        if (status !== 'active' && status !== 'completed') return;
        // "A bonus of 0.00" would be untrue: a grant of free spins only, or one whose money was
        // spent, moved none (the reward page shows the spins).
        if (Number(amount) === 0) return;
        eventBus.emit('toast', {
          kind: 'success',
          message: t(`notifications.bonus.${status}`, {
            amount: `${formatCurrencyAmount(amount, currency)} ${currency}`,
          }),
        });
      }),
    [t],
  );
}
