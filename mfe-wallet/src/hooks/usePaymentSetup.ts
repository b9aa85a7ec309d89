import { useCallback } from 'react';
import {
  getPaymentAccount,
  getPaymentChannels,
  useBrandStore,
  type PaymentAccount,
  type PaymentChannel,
} from '@croupier/shared';
import { useRequest } from '@croupier/ui';

export interface PaymentSetup {
  account: PaymentAccount | null;
  channels: PaymentChannel[];
}

/** The player's payment account and the brand's payment channels, loaded together. */
export function usePaymentSetup() {
  const brandId = useBrandStore((state) => state.config?.brandId ?? '');
  const load = useCallback(async (): Promise<PaymentSetup> => {
    const [account, channels] = await Promise.all([
      getPaymentAccount(),
      getPaymentChannels(brandId),
    ]);
    return { account, channels };
  }, [brandId]);
  return useRequest(load);
}
