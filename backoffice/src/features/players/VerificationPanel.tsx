import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocalTime, buttons, panels } from '@croupier/ui';
import { documentUrl, type PlayerProfile } from './playersApi';
import styles from './players.module.scss';

/**
 * The identity verification: its level, name and documents; a waiting one links to its review in
 * the KYC queue, where support decide it with the documents beside the profile and a checklist.
 */
export function VerificationPanel({
  player,
  canReview,
}: {
  player: PlayerProfile;
  canReview: boolean;
}) {
  const { t } = useTranslation();
  const { verification, playerId } = player;
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
      {canReview && isWaiting && (
        <p>
          <Link className={buttons.compactPrimary} to={`/kyc/${encodeURIComponent(playerId)}`}>
            {t('players.kycReview')}
          </Link>
        </p>
      )}
    </section>
  );
}
