import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ReferralPage.module.scss';

export function CopyLinkButton({ link }: { link: string }) {
  const { t } = useTranslation('referral');
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <button type="button" className={styles.copy} onClick={() => void copy()}>
      {copied ? t('copied') : t('copy')}
    </button>
  );
}
