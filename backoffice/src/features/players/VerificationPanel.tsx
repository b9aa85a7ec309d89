import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, LocalTime, buttons, panels } from '@croupier/ui';
import { ReasonForm } from '../forms';
import { approveVerification, documentUrl, rejectVerification } from './playersApi';
import { usePlayerChange, type PlayerChangePanelProps } from './usePlayerChange';
import styles from './players.module.scss';

/** The identity verification: its level, documents and (for support) the decision on it. */
export function VerificationPanel(props: PlayerChangePanelProps) {
  const { player, canChange: canDecide } = props;
  const { t } = useTranslation();
  const [screeningReviewed, setScreeningReviewed] = useState(false);
  const {
    isAsking: isRejecting,
    setIsAsking: setIsRejecting,
    isSending,
    failure,
    change: decide,
  } = usePlayerChange(props);
  const { verification, username, playerId } = player;
  const isWaiting = verification.status === 'submitted';

  return (
    <section className={panels.panel} aria-labelledby="kyc-title">
      <h2 id="kyc-title">{t('players.kycTitle')}</h2>
      <dl className={panels.details}>
        <dt>{t('players.kycStatus')}</dt>
        <dd>{t(`players.kycStatuses.${verification.status}`)}</dd>
        {verification.fullName && (
          <>
            <dt>{t('players.fullName')}</dt>
            <dd>{verification.fullName}</dd>
          </>
        )}
        {verification.reason && (
          <>
            <dt>{t('players.rejectionReason')}</dt>
            <dd>{verification.reason}</dd>
          </>
        )}
        {verification.screeningMatch && (
          <>
            <dt>{t('players.screeningMatch')}</dt>
            <dd className={styles.warning}>{verification.screeningMatch}</dd>
          </>
        )}
      </dl>
      {verification.documents.length > 0 && (
        <ul className={styles.documents}>
          {verification.documents.map((document) => (
            <li key={document.documentId}>
              <a href={documentUrl(document.documentId)} target="_blank" rel="noreferrer">
                {t(`players.documentTypes.${document.documentType}`)}
              </a>{' '}
              <LocalTime at={document.uploadedAt} withTime />
            </li>
          ))}
        </ul>
      )}
      <FormError message={failure} />
      {canDecide && isWaiting && !isRejecting && (
        <div className={styles.actions}>
          {verification.screeningMatch && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={screeningReviewed}
                onChange={(event) => setScreeningReviewed(event.target.checked)}
              />
              {t('players.screeningReviewed')}
            </label>
          )}
          <button
            type="button"
            className={buttons.compactPrimary}
            disabled={isSending}
            onClick={() =>
              void decide(
                () => approveVerification(playerId, screeningReviewed),
                'players.kycApproved',
              )
            }
          >
            {t('players.kycApprove')}
          </button>
          <button
            type="button"
            className={buttons.compactSecondary}
            disabled={isSending}
            onClick={() => setIsRejecting(true)}
          >
            {t('players.kycReject')}
          </button>
        </div>
      )}
      {canDecide && isWaiting && isRejecting && (
        <ReasonForm
          id="kyc-reject-reason"
          title={t('players.kycRejectOf', { username })}
          label={t('players.kycRejectReason')}
          confirmLabel={t('players.confirmReject')}
          isSending={isSending}
          onCancel={() => setIsRejecting(false)}
          onConfirm={(reason) =>
            void decide(() => rejectVerification(playerId, reason), 'players.kycRejected')
          }
        />
      )}
    </section>
  );
}
