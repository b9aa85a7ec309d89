import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  eventBus,
  getCryptoAddress,
  type CryptoAddress,
  type WalletSetting,
} from '@croupier/shared';
import { NetworkSelect } from '../../components/NetworkSelect';
import { EmptyState, Loaded, buttons, forms, panels, useRequest } from '@croupier/ui';
import styles from './CryptoDeposit.module.scss';

/** A crypto deposit is a transfer to the player's own address on the chosen network. */
export function CryptoDeposit({ setting }: { setting: WalletSetting }) {
  const { t } = useTranslation('wallet');
  const [network, setNetwork] = useState(setting.networks[0] ?? '');
  if (!network) {
    return <EmptyState>{t('deposit.noNetworks', { currency: setting.currency })}</EmptyState>;
  }
  return (
    <div className={forms.form}>
      <NetworkSelect
        id="deposit-network"
        networks={setting.networks}
        value={network}
        onChange={setNetwork}
      />
      <DepositAddress currency={setting.currency} network={network} />
    </div>
  );
}

function DepositAddress({ currency, network }: { currency: string; network: string }) {
  const load = useCallback(() => getCryptoAddress(currency, network), [currency, network]);
  const address = useRequest(load);
  return <Loaded request={address}>{(found) => <AddressCard address={found} />}</Loaded>;
}

function AddressCard({ address }: { address: CryptoAddress }) {
  const { t } = useTranslation('wallet');

  async function copyAddress() {
    try {
      await navigator.clipboard.writeText(address.address);
      eventBus.emit('toast', { kind: 'success', message: t('deposit.copied') });
    } catch {
      // No clipboard on insecure origins or without permission: the address stays selectable.
      eventBus.emit('toast', { kind: 'error', message: t('deposit.copyFailed') });
    }
  }

  return (
    <div className={`${panels.panel} ${styles.address}`}>
      <img
        className={styles.qrCode}
        src={address.qrCode}
        alt={t('deposit.qrCodeAlt', { network: address.network })}
      />
      <div className={styles.text}>
        <h2>{t('deposit.address')}</h2>
        <code data-testid="deposit-address">{address.address}</code>
        <div>
          <button type="button" className={buttons.primary} onClick={() => void copyAddress()}>
            {t('deposit.copy')}
          </button>
        </div>
        <p>
          {t('deposit.confirmationNote', { currency: address.currency, network: address.network })}
        </p>
      </div>
    </div>
  );
}
