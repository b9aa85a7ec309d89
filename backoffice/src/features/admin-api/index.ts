export {
  AdminApiError,
  ERROR_CODES,
  adminGet,
  adminPatch,
  adminPost,
  adminPut,
  receiptUrl,
  whenUnauthenticated,
} from './client';
export { CURRENCY_CODE, DECIMAL_AMOUNT } from './formats';
