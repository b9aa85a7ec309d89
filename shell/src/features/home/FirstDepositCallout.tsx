import { useEffect, useState } from 'react';
import { Link } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { listAccountTransactions, useUserStore } from '@croupier/shared';
import { buttons } from '@croupier/ui';
import { useLoginStatus } from '../auth';
import { DEPOSIT_PATH } from '../wallet';
import styles from './FirstDepositCallout.module.scss';

const dismissedKey = (username: string) => `firstDepositDismissed:${username}`;

function isDismissed(username: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(username)) === '1';
  } catch {
    return false;
  }
}

/** Whether the player has any deposit or withdrawal yet; `null` while that is unknown. */
function useHasPayments(username: string | undefined): boolean | null {
  const [hasPayments, setHasPayments] = useState<boolean | null>(null);
  useEffect(() => {
    setHasPayments(null);
    if (!username) return;
    let current = true;
    listAccountTransactions({ transactionType: 'DEPOWD', sort: 'desc', page: 1, pageSize: 1 }).then(
      (page) => current && setHasPayments(page.total > 0),
      // Unknown is not "none": the callout stays away rather than mislead.
      () => current && setHasPayments(true),
    );
    return () => {
      current = false;
    };
  }, [username]);
  return hasPayments;
}

/** The first step of a new player: until their first deposit, home leads them to the wallet. */
export function FirstDepositCallout() {
  const { t } = useTranslation('shell');
  const player = useLoginStatus() === 'player';
  const username = useUserStore((state) => (player ? state.user?.username : undefined));
  const hasPayments = useHasPayments(username);
  const [dismissed, setDismissed] = useState(false);
  if (!username || hasPayments !== false || dismissed || isDismissed(username)) return null;

  function dismiss() {
    try {
      localStorage.setItem(dismissedKey(username!), '1');
    } catch {
      // Storage refused (private mode): it stays dismissed for this page view.
    }
    setDismissed(true);
  }

  return (
    <section className={styles.callout} aria-labelledby="first-deposit-title">
      <div>
        <h2 id="first-deposit-title">{t('firstDeposit.title')}</h2>
        <p>{t('firstDeposit.text')}</p>
      </div>
      <div className={styles.actions}>
        <Link to={DEPOSIT_PATH} className={buttons.compactPrimary}>
          {t('firstDeposit.action')}
        </Link>
        <button type="button" className={buttons.compactSecondary} onClick={dismiss}>
          {t('firstDeposit.dismiss')}
        </button>
      </div>
    </section>
  );
}
