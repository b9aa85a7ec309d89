import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  getCurrencyList,
  getPaymentChannels,
  useAuthStore,
  useBrandStore,
} from '@croupier/shared';
import { useSessionBoot } from './sessionBootStore';

export interface RegisterOptions {
  currencies: { value: string; label: string }[];
  banks: { value: string; label: string; currency: string }[];
}

type OptionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; options: RegisterOptions };

type LoadState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; options: RegisterOptions };

/**
 * Fiat currencies and banks for the form, loaded once brand and token are known. Without a
 * session token nothing can load and no registration would be accepted: the page says so in the
 * spec's words ("No session token or fingerprint found"), with a retry of the start sequence.
 */
export function useRegisterOptions(): OptionsState {
  const { t } = useTranslation('shell');
  const brandId = useBrandStore((state) => state.config?.brandId);
  const sessionReady = useAuthStore((state) => state.isSessionValid);
  const boot = useSessionBoot();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!brandId || !sessionReady) return;
    let cancelled = false;
    setState({ status: 'loading' });
    Promise.all([getCurrencyList(brandId), getPaymentChannels(brandId)])
      .then(([currencies, channels]) => {
        if (cancelled) return;
        setState({
          status: 'ready',
          options: {
            currencies: currencies
              .filter((currency) => currency.type === 'fiat')
              .map((currency) => ({
                value: currency.currency,
                label: `${currency.currency} — ${currency.name}`,
              })),
            banks: channels
              .filter((channel) => channel.type === 'bank')
              .map((channel) => ({
                value: channel.code,
                label: channel.name,
                currency: channel.currency,
              })),
          },
        });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'failed', error });
      });
    return () => {
      cancelled = true;
    };
  }, [brandId, sessionReady, attempt]);

  if (!sessionReady && boot.status === 'failed') {
    return { status: 'error', message: t('auth.noSessionToken'), retry: boot.retry };
  }
  if (state.status === 'failed') {
    return { status: 'error', message: errorMessage(state.error), retry: reload };
  }
  return state;
}
