import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  FormError,
  Loaded,
  LocalTime,
  buttons,
  moneyText,
  panels,
  useRequest,
  useSubmit,
} from '@croupier/ui';
import { ConfirmButton } from '../forms';
import { useSessionStore } from '../session';
import { AdjustmentForm } from './AdjustmentForm';
import {
  decideAdjustment,
  loadAdjustments,
  type BalanceAdjustment,
  type PlayerProfile,
} from './playersApi';
import styles from './players.module.scss';

/**
 * The player's manual balance adjustments, the latest first: payments asks for one, and approves
 * or declines another member's waiting one (four eyes: never one's own); support reads them.
 */
export function AdjustmentsPanel({
  player,
  canAdjust,
  onChanged,
}: {
  player: PlayerProfile;
  canAdjust: boolean;
  onChanged: (outcome: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const me = useSessionStore((state) => state.session?.username);
  const load = useCallback(() => loadAdjustments(player.playerId), [player.playerId]);
  const adjustments = useRequest(load);
  const [isAsking, setIsAsking] = useState(false);
  const { isSending, failure, run } = useSubmit();
  const { username } = player;
  const currencies = [
    player.currency,
    ...player.balances
      .map((balance) => balance.currency)
      .filter((code) => code !== player.currency),
  ];

  const amountOf = (adjustment: BalanceAdjustment) =>
    moneyText(adjustment.amount, adjustment.currency);

  async function settled(adjustment: BalanceAdjustment) {
    await adjustments.reload();
    await onChanged(
      t(`players.adjustment.outcomes.${adjustment.status}`, {
        amount: amountOf(adjustment),
        username,
      }),
    );
  }

  async function decide(adjustment: BalanceAdjustment, decision: 'approve' | 'decline') {
    let answer: BalanceAdjustment | null = null;
    const done = await run(async () => {
      answer = await decideAdjustment(player.playerId, adjustment.adjustmentId, decision);
    });
    if (done && answer !== null) await settled(answer);
  }

  return (
    <section className={panels.panel} aria-labelledby="adjustments-title">
      <h2 id="adjustments-title">{t('players.adjustment.title')}</h2>
      {canAdjust && !isAsking && (
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.compactSecondary}
            onClick={() => setIsAsking(true)}
          >
            {t('players.adjustment.start')}
          </button>
        </div>
      )}
      {canAdjust && isAsking && (
        <AdjustmentForm
          playerId={player.playerId}
          username={username}
          currencies={currencies}
          onCancel={() => setIsAsking(false)}
          onDone={async (adjustment) => {
            setIsAsking(false);
            await settled(adjustment);
          }}
        />
      )}
      <FormError message={failure} />
      <Loaded request={adjustments}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState>{t('players.adjustment.none')}</EmptyState>
          ) : (
            <ul className={styles.adjustments}>
              {items.map((adjustment) => (
                <li key={adjustment.adjustmentId} aria-label={adjustment.reason}>
                  <p>
                    <strong>{amountOf(adjustment)}</strong> ·{' '}
                    {t(`players.adjustment.statuses.${adjustment.status}`)}
                  </p>
                  <p className={styles.wrap}>{adjustment.reason}</p>
                  <p className={styles.muted}>
                    <LocalTime at={adjustment.requestedAt} withTime /> ·{' '}
                    {t('players.adjustment.by', { name: adjustment.requestedBy })}
                    {adjustment.decidedBy &&
                      ` · ${t('players.adjustment.decidedBy', { name: adjustment.decidedBy })}`}
                  </p>
                  {canAdjust && adjustment.status === 'awaiting_approval' && (
                    <div className={styles.actions}>
                      {adjustment.requestedBy === me ? (
                        <span className={styles.muted}>{t('players.adjustment.needsAnother')}</span>
                      ) : (
                        <ConfirmButton
                          label={t('players.adjustment.approve')}
                          question={t('players.adjustment.confirmApprove', {
                            amount: amountOf(adjustment),
                            username,
                          })}
                          disabled={isSending}
                          onConfirm={() => void decide(adjustment, 'approve')}
                        />
                      )}
                      <ConfirmButton
                        label={t('players.adjustment.decline')}
                        question={t('players.adjustment.confirmDecline', {
                          amount: amountOf(adjustment),
                        })}
                        disabled={isSending}
                        onConfirm={() => void decide(adjustment, 'decline')}
                      />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}
