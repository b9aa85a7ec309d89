import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount, type SessionSummary } from '@croupier/shared';
import { buttons } from '@croupier/ui';
import styles from './RealityCheckDialog.module.scss';

interface Props {
  summary: SessionSummary;
  onContinue: () => void;
  onStop: () => void;
}

/** A modal over the whole page: the player answers it before going on. */
export function RealityCheckDialog({ summary, onContinue, onStop }: Props) {
  const { t } = useTranslation('shell');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const hours = Math.floor(summary.minutesSinceLogin / 60);
  const minutes = summary.minutesSinceLogin % 60;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="reality-check-title"
      aria-describedby="reality-check-time"
      // Escape answers as Continue: the player has seen the reminder.
      onCancel={onContinue}
    >
      <h2 id="reality-check-title">{t('realityCheck.title')}</h2>
      <p id="reality-check-time">
        {t('realityCheck.loggedInFor', {
          duration: t('realityCheck.duration', { hours, minutes }),
        })}
      </p>
      {summary.play.length === 0 ? (
        <p>{t('realityCheck.noPlay')}</p>
      ) : (
        <table className={styles.totals}>
          <caption>{t('realityCheck.playTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('realityCheck.currency')}</th>
              <th scope="col">{t('realityCheck.stakes')}</th>
              <th scope="col">{t('realityCheck.wins')}</th>
              <th scope="col">{t('realityCheck.net')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.play.map((totals) => (
              <tr key={totals.currency}>
                <th scope="row">{totals.currency}</th>
                <td>{formatCurrencyAmount(totals.stakes, totals.currency)}</td>
                <td>{formatCurrencyAmount(totals.wins, totals.currency)}</td>
                <td>{formatCurrencyAmount(totals.net, totals.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.actions}>
        {/* The first button: showModal gives it the focus. */}
        <button type="button" className={buttons.compactPrimary} onClick={onContinue}>
          {t('realityCheck.continue')}
        </button>
        <button type="button" className={buttons.compactSecondary} onClick={onStop}>
          {t('realityCheck.stop')}
        </button>
      </div>
    </dialog>
  );
}
