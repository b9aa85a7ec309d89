export {
  AdminApiError,
  ERROR_CODES,
  adminGet,
  adminPatch,
  adminPost,
  receiptUrl,
  whenUnauthenticated,
} from './client';
export { CURRENCY_CODE, DECIMAL_AMOUNT } from './formats';
