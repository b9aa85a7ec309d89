import { useTranslation } from 'react-i18next';
import { useNow } from './useNow';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `H:MM:SS` for a duration in ms; never negative. */
export function formatTimeLeft(leftMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(leftMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${hours}:${twoDigits(minutes)}:${twoDigits(totalSeconds % 60)}`;
}

export function Countdown({ to }: { to: string }) {
  const { t } = useTranslation('games');
  const leftMs = Date.parse(to) - useNow();
  // The ticking text is not announced; the label says what it counts down to.
  return leftMs > 0 ? (
    <time dateTime={to} role="timer" aria-live="off">
      {t('winning.nextDrawIn', { time: formatTimeLeft(leftMs) })}
    </time>
  ) : (
    <span>{t('winning.drawingNow')}</span>
  );
}
