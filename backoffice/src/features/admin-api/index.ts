export { AdminApiError, ERROR_CODES, adminGet, adminPost, receiptUrl } from './client';
