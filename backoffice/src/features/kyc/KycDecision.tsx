import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, buttons, panels, useSubmit } from '@croupier/ui';
import { DOCUMENT_REJECTION_REASONS, type KycDocumentType } from '@croupier/contracts';
import { CheckField, ListedReasonForm } from '../forms';
import { ApprovalChecklist, checklistFor } from './ApprovalChecklist';
import {
  approveVerification,
  rejectVerification,
  type KycDecisionAnswer,
  type KycReview,
} from './kycApi';
import styles from './kyc.module.scss';

/**
 * The decision on a waiting verification: approve once every box of the checklist is ticked
 * (above the AML threshold a second staff member approves too), or reject with a reason from
 * the closed list, keeping the documents that were fine.
 */
export function KycDecision({
  review,
  onDecided,
}: {
  review: KycReview;
  onDecided: (answer: KycDecisionAnswer) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { isSending, failure, run } = useSubmit();
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [isRejecting, setIsRejecting] = useState(false);
  const [acceptedDocuments, setAcceptedDocuments] = useState<KycDocumentType[]>([]);
  const items = checklistFor({
    hasAddressProof: review.documents.some((doc) => doc.documentType === 'proof_of_address'),
    screeningMatch: review.screeningMatch !== null,
  });
  const isComplete = items.every((item) => checked.has(item));
  const sentTypes = [...new Set(review.documents.map((document) => document.documentType))];

  async function decide(action: () => Promise<KycDecisionAnswer>) {
    let answer: KycDecisionAnswer | null = null;
    if (await run(async () => (answer = await action()))) {
      setChecked(new Set());
      setIsRejecting(false);
      if (answer !== null) await onDecided(answer);
    }
  }

  return (
    <section className={panels.panel} aria-labelledby="kyc-decision-title">
      <h2 id="kyc-decision-title">{t('kyc.decision')}</h2>
      {review.aml.needsSecondApproval && (
        <p className={styles.notice}>
          {review.firstApprovedBy === null
            ? t('kyc.fourEyes', {
                deposits: review.aml.recentDeposits,
                threshold: review.aml.threshold,
                currency: review.aml.baseCurrency,
              })
            : t('kyc.secondNeeded', { name: review.firstApprovedBy })}
        </p>
      )}
      <FormError message={failure} />
      {!isRejecting ? (
        <form
          className={styles.decision}
          aria-label={t('kyc.approveOf', { username: review.username })}
          onSubmit={(event) => {
            event.preventDefault();
            if (isComplete) {
              void decide(() =>
                approveVerification(review.playerId, review.screeningMatch !== null),
              );
            }
          }}
        >
          <ApprovalChecklist items={items} checked={checked} onChange={setChecked} />
          <div className={styles.actions}>
            <button
              type="submit"
              className={buttons.compactPrimary}
              disabled={!isComplete || isSending}
            >
              {t('kyc.approve')}
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
          {!isComplete && <p className={styles.muted}>{t('kyc.checklist.hint')}</p>}
        </form>
      ) : (
        <ListedReasonForm
          id="kyc-queue-reject"
          title={t('players.kycRejectOf', { username: review.username })}
          reasons={DOCUMENT_REJECTION_REASONS}
          reasonLabel={(code) => t(`rejectionReasons.${code}`)}
          confirmLabel={t('players.confirmReject')}
          isSending={isSending}
          onCancel={() => setIsRejecting(false)}
          onConfirm={(rejection) =>
            void decide(() =>
              rejectVerification(review.playerId, { ...rejection, acceptedDocuments }),
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
                onChange={(isChecked) =>
                  setAcceptedDocuments((current) =>
                    isChecked
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
