import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttons, panels } from '@croupier/ui';
import { TotpQrCode } from './TotpQrCode';
import styles from './staff.module.scss';

export interface Secret {
  label: string;
  value: string;
  /** An otpauth URI: shown as a QR code too, for the authenticator app to scan. */
  isTotpUri?: boolean;
}

/** Secrets an action answered, under the title they are shown with. */
export interface ShownSecrets {
  title: string;
  secrets: Secret[];
}

/**
 * Secrets the API answers only once (it keeps hashes), each with a copy button; they leave the
 * screen when the owner says they are saved, and nothing can show them again.
 */
export function ShownOnceSecrets({
  title,
  secrets,
  onDone,
}: {
  title: string;
  secrets: Secret[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel may open far from the button that asked for it: bring it into view.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={`${panels.panel} ${styles.secrets}`} aria-label={title}>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p role="alert" className={styles.shownOnce}>
        {t('staff.shownOnce')}
      </p>
      <dl className={panels.details}>
        {secrets.map((secret) => (
          <SecretRow key={secret.label} secret={secret} />
        ))}
      </dl>
      <div>
        <button type="button" className={buttons.primary} onClick={onDone}>
          {t('staff.savedThem')}
        </button>
      </div>
    </section>
  );
}

function SecretRow({ secret }: { secret: Secret }) {
  const { t } = useTranslation();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret.value);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <>
      <dt>{secret.label}</dt>
      <dd className={styles.secretValue}>
        <code>{secret.value}</code>
        <button
          type="button"
          className={buttons.compactSecondary}
          aria-label={t('staff.copyOf', { label: secret.label })}
          onClick={() => void copy()}
        >
          {t('staff.copy')}
        </button>
        {copyState !== 'idle' && (
          <span role="status">
            {t(copyState === 'copied' ? 'staff.copied' : 'staff.copyFailed')}
          </span>
        )}
        {secret.isTotpUri && <TotpQrCode uri={secret.value} />}
      </dd>
    </>
  );
}
