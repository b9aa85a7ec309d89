import { useEffect, useState } from 'react';
import {
  eventBus,
  getSessionSummary,
  isLoggedIn,
  realityCheck,
  useAuthStore,
  type SessionSummary,
} from '@croupier/shared';
import { msUntilNextCheck } from './realityCheckTiming';

interface Schedule {
  loggedInAt: Date;
  intervalMinutes: number;
}

export interface RealityCheckState {
  /** The session so far, while the reminder is showing; null between reminders. */
  summary: SessionSummary | null;
  /** Hides the reminder until the next interval. */
  dismiss: () => void;
}

/**
 * Shows the login session's summary at every interval the player chose (0 = off), counted from
 * the session's start so a reload keeps the rhythm.
 */
export function useRealityCheck(): RealityCheckState {
  const loggedIn = useAuthStore(isLoggedIn);
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [summary, setSummary] = useState<SessionSummary | null>(null);
  // Bumped after a reminder that could not be loaded, so the next one is still scheduled.
  const [missedReminders, setMissedReminders] = useState(0);

  useEffect(() => {
    setSchedule(null);
    setSummary(null);
    if (!loggedIn) return;
    let current = true;
    Promise.all([realityCheck(), getSessionSummary()]).then(
      ([setting, session]) =>
        current &&
        setSchedule({
          loggedInAt: new Date(session.loggedInAt),
          intervalMinutes: setting.minutes,
        }),
      // Without the setting there is nothing to schedule; the next login asks again.
      () => {},
    );
    const stopListening = eventBus.on('realityCheck:changed', ({ minutes }) =>
      setSchedule((known) => known && { ...known, intervalMinutes: minutes }),
    );
    return () => {
      current = false;
      stopListening();
    };
  }, [loggedIn]);

  useEffect(() => {
    if (schedule === null || schedule.intervalMinutes === 0 || summary !== null) return;
    let current = true;
    const delay = msUntilNextCheck(schedule.loggedInAt, schedule.intervalMinutes, new Date());
    const timer = setTimeout(() => {
      getSessionSummary().then(
        (session) => current && setSummary(session),
        () => current && setMissedReminders((count) => count + 1),
      );
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [schedule, summary, missedReminders]);

  return { summary, dismiss: () => setSummary(null) };
}
