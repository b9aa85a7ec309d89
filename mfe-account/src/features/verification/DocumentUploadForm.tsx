import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  KYC_DOCUMENT_MIME_TYPES,
  uploadDocument,
  type KycDocumentType,
} from '@croupier/shared';
import { Field, FormError, LocalTime, SubmitButton, forms, panels, useSubmit } from '@croupier/ui';
import { checkDocumentFile, type DocumentFileProblem } from './documentFile';

/** One document to upload: its last upload, a file chosen and checked, then sent. */
export function DocumentUploadForm({
  documentType,
  uploadedAt,
  onUploaded,
}: {
  documentType: KycDocumentType;
  /** The latest upload of this document, if any. */
  uploadedAt: string | null;
  onUploaded: () => void;
}) {
  const { t } = useTranslation('account');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<DocumentFileProblem | null>(null);
  const {
    run,
    isSending,
    failure: formError,
    forgetFailure,
  } = useSubmit({ describeFailure: errorMessage });
  const id = `kyc-${documentType}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = checkDocumentFile(file);
    setProblem(found);
    forgetFailure();
    if (found !== null || file === null) return;
    await run(async () => {
      await uploadDocument(documentType, file);
      form.reset();
      setFile(null);
      onUploaded();
    });
  }

  return (
    <form
      noValidate
      className={`${panels.panel} ${forms.form}`}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`}>{t(`kyc.documents.${documentType}`)}</h3>
      <p>
        {uploadedAt === null ? (
          t('kyc.notUploaded')
        ) : (
          <>
            {t('kyc.uploadedAt')} <LocalTime at={uploadedAt} withTime />
          </>
        )}
      </p>
      <Field
        id={id}
        label={t('kyc.file')}
        hint={t('kyc.fileHint')}
        error={problem && t(`kyc.${problem}`)}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={KYC_DOCUMENT_MIME_TYPES.join(',')}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setProblem(chosen && checkDocumentFile(chosen));
            }}
          />
        )}
      </Field>
      <FormError message={formError} />
      <SubmitButton isSending={isSending} sendingLabel={t('kyc.uploading')}>
        {t('kyc.upload')}
      </SubmitButton>
    </form>
  );
}
