export {
  AdminApiError,
  ERROR_CODES,
  adminGet,
  adminPost,
  receiptUrl,
  whenUnauthenticated,
} from './client';
