import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import styles from './ReferralPage.module.scss';

/** The link as a QR code image; nothing is shown if it cannot be drawn. */
export function QrCode({ link }: { link: string }) {
  const { t } = useTranslation('referral');
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(link, { margin: 1, width: 192 })
      .then((url) => current && setSource(url))
      .catch(() => current && setSource(null));
    return () => {
      current = false;
    };
  }, [link]);

  if (!source) return null;
  return <img className={styles.qr} src={source} alt={t('qrAlt')} width={192} height={192} />;
}
