import { KYC_DOCUMENT_MIME_TYPES, MAX_KYC_DOCUMENT_BYTES } from '@croupier/shared';

export type DocumentFileProblem = 'fileRequired' | 'fileType' | 'fileSize';

/** Checked before upload, so a wrong file fails at once rather than after sending 5 MiB. */
export function checkDocumentFile(file: File | null): DocumentFileProblem | null {
  if (file === null) return 'fileRequired';
  if (!(KYC_DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return 'fileType';
  if (file.size > MAX_KYC_DOCUMENT_BYTES) return 'fileSize';
  return null;
}
