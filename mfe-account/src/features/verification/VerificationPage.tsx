import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getVerification,
  KYC_DOCUMENT_TYPES,
  type KycDocumentType,
  type KycStatus,
} from '@croupier/shared';
import { Loaded, panels, useRequest } from '@croupier/ui';
import { AccountPage } from '../../components/AccountPage';
import { DocumentUploadForm } from './DocumentUploadForm';

/** The player's identity verification: its level, and the documents to upload until verified. */
export function VerificationPage() {
  const { t } = useTranslation('account');
  const verification = useRequest<KycStatus>(getVerification);
  const [uploaded, setUploaded] = useState<KycDocumentType | null>(null);

  return (
    <AccountPage title={t('kyc.title')}>
      <Loaded request={verification}>
        {({ status, reason, reasonCode, documents, acceptedDocumentTypes }) => (
          <>
            <section className={panels.panel} aria-labelledby="kyc-status-title">
              <h2 id="kyc-status-title">{t('kyc.statusTitle')}</h2>
              <p data-testid="kyc-status">{t(`kyc.status.${status}`)}</p>
              {status === 'rejected' && reasonCode !== null && (
                <>
                  <p>{t(`kyc.rejectionReasons.${reasonCode}.reason`)}</p>
                  <p>
                    {t('kyc.whatToDo', { text: t(`kyc.rejectionReasons.${reasonCode}.whatToDo`) })}
                  </p>
                </>
              )}
              {status === 'rejected' && reasonCode === null && reason !== null && (
                <p>{t('kyc.rejectedReason', { reason })}</p>
              )}
            </section>
            {uploaded !== null && (
              <p role="status">{t('kyc.uploaded', { document: t(`kyc.documents.${uploaded}`) })}</p>
            )}
            {status !== 'verified' && (
              <>
                <h2>{t('kyc.documentsTitle')}</h2>
                <p>{t('kyc.documentsExplanation')}</p>
                {KYC_DOCUMENT_TYPES.map((documentType) =>
                  acceptedDocumentTypes.includes(documentType) ? (
                    <section
                      key={documentType}
                      className={panels.panel}
                      aria-labelledby={`kyc-${documentType}-accepted`}
                    >
                      <h3 id={`kyc-${documentType}-accepted`}>
                        {t(`kyc.documents.${documentType}`)}
                      </h3>
                      <p>{t('kyc.accepted')}</p>
                    </section>
                  ) : (
                    <DocumentUploadForm
                      key={documentType}
                      documentType={documentType}
                      uploadedAt={latestUpload(documents, documentType)}
                      onUploaded={() => {
                        setUploaded(documentType);
                        void verification.reload();
                      }}
                    />
                  ),
                )}
              </>
            )}
          </>
        )}
      </Loaded>
    </AccountPage>
  );
}

function latestUpload(
  documents: KycStatus['documents'],
  documentType: KycDocumentType,
): string | null {
  const times = documents
    .filter((document) => document.documentType === documentType)
    .map((document) => document.uploadedAt)
    .sort();
  return times.at(-1) ?? null;
}
