import type {
  DocumentRejectionReason,
  KycDecisionAnswer,
  KycDocumentType,
  KycQueueEntry,
  KycReview,
  KycReviewDocument,
  Page,
} from '@croupier/contracts';
import { adminGet, adminPost } from '../admin-api';

export type { KycDecisionAnswer, KycQueueEntry, KycReview, KycReviewDocument };

export const QUEUE_PAGE_SIZE = 20;

const playerPath = (playerId: string) => `kyc/${encodeURIComponent(playerId)}`;

/** The verifications waiting for a decision, oldest first. */
export const loadQueue = (page: number) =>
  adminGet<Page<KycQueueEntry>>('kyc/queue', {
    page: String(page),
    pageSize: String(QUEUE_PAGE_SIZE),
  });

export const loadReview = (playerId: string) => adminGet<KycReview>(playerPath(playerId));

export const approveVerification = (playerId: string, screeningReviewed: boolean) =>
  adminPost<KycDecisionAnswer>(`${playerPath(playerId)}/approve`, { screeningReviewed });

export const rejectVerification = (
  playerId: string,
  rejection: {
    reason: DocumentRejectionReason;
    note: string | null;
    acceptedDocuments: KycDocumentType[];
  },
) =>
  adminPost<KycDecisionAnswer>(`${playerPath(playerId)}/reject`, {
    reason: rejection.reason,
    ...(rejection.note === null ? {} : { note: rejection.note }),
    ...(rejection.acceptedDocuments.length > 0
      ? { acceptedDocuments: rejection.acceptedDocuments }
      : {}),
  });

/** Where the page shows a document from: the admin API on this origin, with the staff cookie. */
export const documentSource = (documentId: string) =>
  `/admin/v1/kyc/documents/${encodeURIComponent(documentId)}`;
