import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loaded, MoneyAmount, panels, useRequest } from '@croupier/ui';
import { formatWait, minutesSince } from '../payments';
import { KycDecision } from './KycDecision';
import { KycDocument } from './KycDocument';
import { loadReview, type KycDecisionAnswer, type KycReview } from './kycApi';
import styles from './kyc.module.scss';

/** One verification from the queue: its documents beside the facts they must match, and the decision. */
export function KycReviewPage() {
  const { t } = useTranslation();
  const { playerId = '' } = useParams();
  const load = useCallback(() => loadReview(playerId), [playerId]);
  const review = useRequest(load);
  const [outcome, setOutcome] = useState<string | null>(null);

  async function decided(answer: KycDecisionAnswer, username: string) {
    setOutcome(
      answer.firstApprovedBy !== null
        ? t('kyc.firstApproved', { username })
        : t(answer.status === 'verified' ? 'players.kycApproved' : 'players.kycRejected', {
            username,
          }),
    );
    await review.reload();
  }

  return (
    <section aria-labelledby="kyc-review-title" className={styles.page}>
      <p>
        <Link to="/kyc">{t('kyc.backToQueue')}</Link>
      </p>
      <Loaded request={review}>
        {(loaded) => (
          <>
            <h1 id="kyc-review-title">{t('kyc.reviewTitle', { username: loaded.username })}</h1>
            {outcome && (
              <p role="status" className={styles.outcome}>
                {outcome}
              </p>
            )}
            <div className={styles.review}>
              <section aria-label={t('kyc.documents')} className={styles.documents}>
                {loaded.documents.map((document) => (
                  <KycDocument key={document.documentId} document={document} />
                ))}
              </section>
              <div className={styles.side}>
                <ReviewFacts review={loaded} />
                {loaded.status === 'submitted' ? (
                  <KycDecision
                    review={loaded}
                    onDecided={(answer) => decided(answer, loaded.username)}
                  />
                ) : (
                  <p className={panels.panel}>
                    {t('kyc.decided', { status: t(`players.kycStatuses.${loaded.status}`) })}
                  </p>
                )}
              </div>
            </div>
          </>
        )}
      </Loaded>
    </section>
  );
}

/** What the documents must show: the profile's name, date of birth and address. */
function ReviewFacts({ review }: { review: KycReview }) {
  const { t, i18n } = useTranslation();
  const [now] = useState(() => Date.now());
  return (
    <section className={panels.panel} aria-labelledby="kyc-facts-title">
      <h2 id="kyc-facts-title">{t('kyc.profile')}</h2>
      <dl className={panels.details}>
        <dt>{t('players.fullName')}</dt>
        <dd>{review.fullName ?? t('kyc.notGiven')}</dd>
        <dt>{t('players.dateOfBirth')}</dt>
        <dd>{review.dateOfBirth ?? t('kyc.notGiven')}</dd>
        <dt>{t('kyc.address')}</dt>
        <dd>{review.address ?? t('kyc.notGiven')}</dd>
        <dt>{t('kyc.columns.brand')}</dt>
        <dd>{review.brandId}</dd>
        {review.status === 'submitted' && (
          <>
            <dt>{t('kyc.columns.waiting')}</dt>
            <dd>{formatWait(minutesSince(review.submittedAt, now), i18n.language)}</dd>
          </>
        )}
        <dt>{t('kyc.recentDeposits')}</dt>
        <dd>
          <MoneyAmount amount={review.aml.recentDeposits} currency={review.aml.baseCurrency} />{' '}
          <span className={styles.muted}>
            ({t('kyc.amlThreshold')}{' '}
            <MoneyAmount amount={review.aml.threshold} currency={review.aml.baseCurrency} />)
          </span>
        </dd>
        {review.screeningMatch !== null && (
          <>
            <dt>{t('players.screeningMatch')}</dt>
            <dd className={styles.warning}>{review.screeningMatch}</dd>
          </>
        )}
      </dl>
      <p>
        <Link to={`/players/${review.playerId}`}>{t('kyc.playerPage')}</Link>
      </p>
    </section>
  );
}
