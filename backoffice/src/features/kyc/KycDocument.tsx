import { useTranslation } from 'react-i18next';
import { LocalTime } from '@croupier/ui';
import { documentSource, type KycReviewDocument } from './kycApi';
import styles from './kyc.module.scss';

/** One document shown in the page: an image as itself, a PDF in a frame of this origin. */
export function KycDocument({ document }: { document: KycReviewDocument }) {
  const { t } = useTranslation();
  const source = documentSource(document.documentId);
  const name = t(`players.documentTypes.${document.documentType}`);
  return (
    <figure className={styles.document}>
      {document.mime === 'application/pdf' ? (
        <iframe src={source} title={name} className={styles.pdf} />
      ) : (
        <img src={source} alt={name} className={styles.image} />
      )}
      <figcaption>
        <strong>{name}</strong> · <LocalTime at={document.uploadedAt} withTime />
        {document.accepted && <span className={styles.muted}> · {t('kyc.accepted')}</span>}
        {' · '}
        <a href={source} target="_blank" rel="noreferrer">
          {t('kyc.openDocument')}
        </a>
      </figcaption>
    </figure>
  );
}
