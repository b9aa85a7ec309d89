import type { AxiosRequestConfig } from 'axios';
import type {
  BalanceData,
  CryptoAddress,
  PaymentRequest,
  ExchangeRate,
  NewPaymentAccount,
  Page,
  PaymentAccount,
  SwapQuote,
  SwapRecord,
  Transaction,
  TransactionListRequest,
} from '@croupier/contracts';
import { loadApiClient } from '../api/client';
import { ApiError, normalizeError } from '../api/errors';
import { postForData } from '../api/request';

// The wallet calls (docs/api.md#calls) over the shared client: `POST /v1/<path>`, answers
// `{ errorCode, data }`.

/** Money-moving calls carry one key per submission, so a retried submission moves money once. */
export interface IdempotencyOptions {
  idempotencyKey: string;
}

export interface SwapQuoteRequest {
  fromCurrency: string;
  toCurrency: string;
  amount: string;
}

function idempotencyHeader({ idempotencyKey }: IdempotencyOptions): AxiosRequestConfig {
  return { headers: { 'Idempotency-Key': idempotencyKey } };
}

export function getBalance(): Promise<BalanceData> {
  return postForData('get-balance2', { type: 'all' });
}

export async function changeActiveWallet(selectedWallet: string): Promise<void> {
  await postForData('changeActiveWallet2', { selectedWallet });
}

export function getCryptoAddress(currency: string, network: string): Promise<CryptoAddress> {
  return postForData('cryptoWallet/getAddress', { currency, network });
}

/** Answers the new transaction, PENDING until an operator decides it. */
export function requestPayment(
  request: PaymentRequest,
  options: IdempotencyOptions,
): Promise<Transaction> {
  return postForData('depo-wd', request, idempotencyHeader(options));
}

/** The same request with a receipt image, as the one multipart call. */
export async function requestPaymentWithReceipt(
  request: PaymentRequest,
  receipt: File,
  options: IdempotencyOptions,
): Promise<Transaction> {
  const form = new FormData();
  for (const [field, value] of Object.entries(request)) {
    if (value !== undefined) form.append(field, String(value));
  }
  form.append('receipt', receipt);
  try {
    const response = await (
      await loadApiClient()
    ).postForm<{ data: Transaction }>('/v1/depowd', form, idempotencyHeader(options));
    return response.data.data;
  } catch (error) {
    // depowd's message reaches the player without its leading slash, as the site always showed it.
    const { code, message, data } = normalizeError(error);
    throw new ApiError(code, message.replace(/^\//, ''), data);
  }
}

export function getExchangeRate(currency: string, targetCurrency: string): Promise<ExchangeRate> {
  return postForData('getExchangeRate', { currency, targetCurrency });
}

export function quoteSwap(request: SwapQuoteRequest): Promise<SwapQuote> {
  return postForData('swap', { action: 'quote', ...request });
}

export function executeSwap(quoteId: string, options: IdempotencyOptions): Promise<SwapRecord> {
  return postForData('swap', { action: 'execute', quoteId }, idempotencyHeader(options));
}

export function listAccountTransactions(
  request: TransactionListRequest,
): Promise<Page<Transaction>> {
  return postForData('listAccountTransaction', request);
}

export function getSwapHistory(page: number, pageSize: number): Promise<Page<SwapRecord>> {
  return postForData('getSwapHistory', { page, pageSize });
}

export function getTransaction(transactionId: string): Promise<Transaction> {
  return postForData('get-transaction', { transactionId });
}

/** `null` while the player has no payment account. */
export async function getPaymentAccount(): Promise<PaymentAccount | null> {
  return (await postForData<PaymentAccount | null | undefined>('paymentAccount/get', {})) ?? null;
}

/** The key is optional: a player has one account, so a retry without it is refused, not doubled. */
export function createPaymentAccount(
  account: NewPaymentAccount,
  options?: IdempotencyOptions,
): Promise<PaymentAccount> {
  return postForData('paymentAccount/create', account, options && idempotencyHeader(options));
}
