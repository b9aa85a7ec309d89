import { TRANSACTION_CATEGORIES, type TransactionCategory } from '@croupier/shared';

/** The query parameter the history tabs live in, so a tab can be linked and reloaded. */
export const CATEGORY_PARAM = 'transactionType';
const DEFAULT_CATEGORY: TransactionCategory = 'DEPOWD';

export function parseCategory(value: string | null): TransactionCategory {
  return TRANSACTION_CATEGORIES.find((category) => category === value) ?? DEFAULT_CATEGORY;
}
