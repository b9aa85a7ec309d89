import { useEffect, useState } from 'react';
import {
  errorMessage,
  getCurrencyList,
  getPaymentChannels,
  useAuthStore,
  useBrandStore,
} from '@croupier/shared';

export interface RegisterOptions {
  currencies: { value: string; label: string }[];
  banks: { value: string; label: string; currency: string }[];
}

type OptionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; options: RegisterOptions };

/** Fiat currencies and banks for the form, loaded once brand and token are known. */
export function useRegisterOptions(): OptionsState {
  const brandId = useBrandStore((state) => state.config?.brandId);
  const sessionReady = useAuthStore((state) => state.isSessionValid);
  const [state, setState] = useState<OptionsState>({ status: 'loading' });

  useEffect(() => {
    if (!brandId || !sessionReady) return;
    let cancelled = false;
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
        if (!cancelled) setState({ status: 'error', message: errorMessage(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [brandId, sessionReady]);

  return state;
}
