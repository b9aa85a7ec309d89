import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import styles from './staff.module.scss';

export const TOTP_QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 1, width: 200 } as const;

/**
 * The otpauth URI as a QR code the new member scans with their authenticator app, drawn here so
 * the secret never leaves the page; the URI itself stays beside it for typing or copying.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(uri, TOTP_QR_OPTIONS)
      .then((url) => current && setSource(url))
      .catch(() => current && setSource(null));
    return () => {
      current = false;
    };
  }, [uri]);

  if (!source) return null;
  return (
    <img
      className={styles.qr}
      src={source}
      alt={t('staff.totpQrAlt')}
      width={TOTP_QR_OPTIONS.width}
      height={TOTP_QR_OPTIONS.width}
    />
  );
}
