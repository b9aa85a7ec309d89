import { useTranslation } from 'react-i18next';
import { FormError, LocalTime, buttons, panels } from '@croupier/ui';
import { ReasonForm } from '../forms';
import { blockPlayer, unblockPlayer } from './playersApi';
import { usePlayerChange, type PlayerChangePanelProps } from './usePlayerChange';
import styles from './players.module.scss';

/** Whether the player is blocked, and (for support) blocking with a reason or lifting it. */
export function BlockPanel(props: PlayerChangePanelProps) {
  const { player, canChange } = props;
  const { t } = useTranslation();
  const { isAsking, setIsAsking, isSending, failure, change } = usePlayerChange(props);
  const { block, username } = player;

  return (
    <section className={panels.panel} aria-labelledby="block-title">
      <h2 id="block-title">{t('players.blockTitle')}</h2>
      {block ? (
        <p className={styles.warning}>
          {t('players.blockedSince')} <LocalTime at={block.blockedAt} withTime />
          {block.blockedBy && ` · ${t('players.blockedBy', { name: block.blockedBy })}`}
          {block.reason && ` · ${block.reason}`}
        </p>
      ) : (
        <p>{t('players.notBlocked')}</p>
      )}
      <FormError message={failure} />
      {canChange && !isAsking && (
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.compactSecondary}
            disabled={isSending}
            onClick={() => setIsAsking(true)}
          >
            {block ? t('players.unblock') : t('players.block')}
          </button>
        </div>
      )}
      {canChange && isAsking && !block && (
        <ReasonForm
          id="block-reason"
          title={t('players.blockOf', { username })}
          label={t('players.blockReason')}
          consequence={t('players.blockConsequence', { username })}
          confirmLabel={t('players.confirmBlock')}
          isSending={isSending}
          onCancel={() => setIsAsking(false)}
          onConfirm={(reason) =>
            void change(() => blockPlayer(player.playerId, reason), 'players.blockedOutcome')
          }
        />
      )}
      {canChange && isAsking && block && (
        <div
          className={styles.actions}
          role="group"
          aria-label={t('players.unblockOf', { username })}
        >
          <span>{t('players.unblockOf', { username })}</span>
          <button
            type="button"
            className={buttons.compactPrimary}
            disabled={isSending}
            onClick={() =>
              void change(() => unblockPlayer(player.playerId), 'players.unblockedOutcome')
            }
          >
            {t('players.confirmUnblock')}
          </button>
          <button
            type="button"
            className={buttons.compactSecondary}
            onClick={() => setIsAsking(false)}
          >
            {t('common.cancel')}
          </button>
        </div>
      )}
    </section>
  );
}
