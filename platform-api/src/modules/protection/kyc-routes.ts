// The player's identity verification calls: `kyc/upload` (multipart) and `kyc/status`.

import {
  EmptyBodySchema,
  KYC_DOCUMENT_TYPES,
  KycStatusSchema,
  KycUploadAnswerSchema,
  MAX_KYC_DOCUMENT_BYTES,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';

import { badRequestError } from '../../http/errors.js';
import { multipartForms, readMultipartForm } from '../../http/multipart-form.js';
import { ok, playerCall } from '../../http/schemas.js';
import { createReceiptStore, reencodeReceipt } from '../../http/uploads.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { submitDocument, type UploadedDocument } from './kyc.js';
import { findVerification, listKycDocuments, type DocumentType } from './repository.js';

const FILE_FIELD = 'file';
const MAX_FULL_NAME_LENGTH = 120;
const MAX_ADDRESS_LENGTH = 300;

/** An optional text field: trimmed, 1 to `max` characters when sent; null when absent. */
function optionalText(name: string, value: string | undefined, max: number): string | null {
  if (value === undefined) return null;
  const text = value.trim();
  if (text === '' || text.length > max)
    throw badRequestError(`${name} must be 1 to ${max} characters`);
  return text;
}

const isDocumentType = (value: string): value is DocumentType =>
  (KYC_DOCUMENT_TYPES as readonly string[]).includes(value);

/** A PDF is kept as uploaded: only its signature and size are checked. */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** The form's fields and file: images re-encoded without metadata, PDFs recognised by content. */
async function readDocumentForm(request: FastifyRequest): Promise<UploadedDocument> {
  const { fields, file: bytes } = await readMultipartForm(request, {
    call: 'kyc/upload',
    fileField: FILE_FIELD,
  });
  const { documentType, fullName, address, ...others } = fields;
  const [unknown] = Object.keys(others);
  if (unknown !== undefined)
    throw badRequestError(`body must NOT have additional properties: ${unknown}`);
  if (documentType === undefined || !isDocumentType(documentType)) {
    throw badRequestError(`documentType must be one of ${KYC_DOCUMENT_TYPES.join(', ')}`);
  }
  const name = optionalText('fullName', fullName, MAX_FULL_NAME_LENGTH);
  const givenAddress = optionalText('address', address, MAX_ADDRESS_LENGTH);
  if (bytes === undefined) throw badRequestError(`The ${FILE_FIELD} is required`);
  const file = isPdf(bytes)
    ? { bytes, mime: 'application/pdf' as const }
    : await reencodeReceipt(bytes, 'document (or a PDF)');
  return { documentType, fullName: name, address: givenAddress, ...file };
}

export interface KycRoutesOptions {
  db: pg.Pool;
  kycDir: string;
}

export const kycRoutes: FastifyPluginAsyncTypebox<KycRoutesOptions> = async (
  app,
  { db, kycDir },
) => {
  requirePlayerOnEveryRoute(app, db);
  const store = createReceiptStore(kycDir);

  app.post(
    '/kyc/status',
    playerCall('protection', KycStatusSchema, {
      summary: "The player's verification level and the documents it uploaded",
      body: EmptyBodySchema,
    }),
    async (request) => {
      const { status, reason, reasonCode } = await findVerification(db, request.player.id);
      const documents = await listKycDocuments(db, request.player.id);
      const accepted = new Set(
        documents.filter((document) => document.accepted).map((d) => d.documentType),
      );
      return ok({
        status,
        reason,
        reasonCode,
        documents: documents.map(({ documentType, uploadedAt, accepted: isAccepted }) => ({
          documentType,
          uploadedAt: uploadedAt.toISOString(),
          accepted: isAccepted,
        })),
        acceptedDocumentTypes: KYC_DOCUMENT_TYPES.filter((type) => accepted.has(type)),
      });
    },
  );

  const documentForms = multipartForms(
    { fields: 3, fileSizeBytes: MAX_KYC_DOCUMENT_BYTES },
    (scope) => {
      scope.post(
        '/kyc/upload',
        playerCall('protection', KycUploadAnswerSchema, {
          summary: 'Upload an identity document (multipart/form-data)',
          description:
            `Fields: documentType (${KYC_DOCUMENT_TYPES.join(' | ')}), optionally fullName (the ` +
            'legal name, which screening checks) and address (the one a proof of address shows, ' +
            `for the reviewer), and the file "${FILE_FIELD}": a PNG, JPEG or ` +
            'WebP image (stored re-encoded without its metadata) or a PDF, recognised by its ' +
            `content, of at most ${MAX_KYC_DOCUMENT_BYTES / 1024 / 1024} MiB. The verification ` +
            'becomes submitted until an operator approves or rejects it. Documents are never ' +
            'served to players.',
          consumes: ['multipart/form-data'],
        }),
        async (request) => {
          const document = await readDocumentForm(request);
          const { status } = await submitDocument(db, store, request.player.id, document);
          return ok({ status });
        },
      );
    },
  );
  await app.register(documentForms);
};
