import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, LocalTime, buttons, panels } from '@croupier/ui';
import { DOCUMENT_REJECTION_REASONS, type KycDocumentType } from '@croupier/contracts';
import { CheckField, ListedReasonForm } from '../forms';
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
  const [acceptedDocuments, setAcceptedDocuments] = useState<KycDocumentType[]>([]);
  const sentTypes = [...new Set(verification.documents.map((document) => document.documentType))];

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
            <dd>
              {t(`rejectionReasons.${verification.reason}`, { defaultValue: verification.reason })}
            </dd>
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
        <ListedReasonForm
          id="kyc-reject"
          title={t('players.kycRejectOf', { username })}
          reasons={DOCUMENT_REJECTION_REASONS}
          reasonLabel={(code) => t(`rejectionReasons.${code}`)}
          confirmLabel={t('players.confirmReject')}
          isSending={isSending}
          onCancel={() => setIsRejecting(false)}
          onConfirm={(rejection) =>
            void decide(
              () => rejectVerification(playerId, { ...rejection, acceptedDocuments }),
              'players.kycRejected',
            )
          }
        >
          <fieldset>
            <legend>{t('players.acceptedDocuments')}</legend>
            {sentTypes.map((documentType) => (
              <CheckField
                key={documentType}
                label={t(`players.documentTypes.${documentType}`)}
                checked={acceptedDocuments.includes(documentType)}
                onChange={(checked) =>
                  setAcceptedDocuments((current) =>
                    checked
                      ? [...current, documentType]
                      : current.filter((type) => type !== documentType),
                  )
                }
              />
            ))}
          </fieldset>
        </ListedReasonForm>
      )}
    </section>
  );
}
