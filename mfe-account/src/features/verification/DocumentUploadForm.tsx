import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  KYC_DOCUMENT_MIME_TYPES,
  uploadDocument,
  type KycDocumentType,
} from '@croupier/shared';
import {
  Field,
  FormError,
  LocalTime,
  SubmitButton,
  TextField,
  forms,
  panels,
  useSubmit,
} from '@croupier/ui';
import { checkDocumentFile, type DocumentFileProblem } from './documentFile';

/** The API keeps at most this much of an address. */
export const MAX_ADDRESS_LENGTH = 300;

type AddressProblem = 'addressRequired' | 'addressTooLong';

function checkAddress(address: string): AddressProblem | null {
  if (address.trim() === '') return 'addressRequired';
  return address.trim().length > MAX_ADDRESS_LENGTH ? 'addressTooLong' : null;
}

/**
 * One document to upload: its last upload, a file chosen and checked, then sent. A proof of
 * address goes with the address it shows, which the reviewer compares.
 */
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
  const [address, setAddress] = useState('');
  const [addressProblem, setAddressProblem] = useState<AddressProblem | null>(null);
  const id = `kyc-${documentType}`;
  const asksAddress = documentType === 'proof_of_address';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = checkDocumentFile(file);
    const foundInAddress = asksAddress ? checkAddress(address) : null;
    setProblem(found);
    setAddressProblem(foundInAddress);
    forgetFailure();
    if (found !== null || foundInAddress !== null || file === null) return;
    await run(async () => {
      await uploadDocument(documentType, file, asksAddress ? address.trim() : undefined);
      form.reset();
      setFile(null);
      setAddress('');
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
      {asksAddress && (
        <TextField
          id={`${id}-address`}
          label={t('kyc.address')}
          autoComplete="street-address"
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            if (addressProblem !== null) setAddressProblem(checkAddress(event.target.value));
          }}
          error={addressProblem && t(`kyc.${addressProblem}`)}
        />
      )}
      <FormError message={formError} />
      <SubmitButton isSending={isSending} sendingLabel={t('kyc.uploading')}>
        {t('kyc.upload')}
      </SubmitButton>
    </form>
  );
}
