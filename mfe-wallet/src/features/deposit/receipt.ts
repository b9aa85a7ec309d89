export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const MAX_RECEIPT_BYTES = 2 * 1024 * 1024;

export type ReceiptProblem = 'receiptType' | 'receiptSize';

/** Checked before upload so a wrong file fails at once rather than after sending 2 MiB. */
export function checkReceipt(file: File): ReceiptProblem | null {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'receiptType';
  if (file.size > MAX_RECEIPT_BYTES) return 'receiptSize';
  return null;
}
