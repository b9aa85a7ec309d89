import type { BalanceData, PaymentRequest, Transaction } from '@croupier/contracts';
import { configureApi } from '../api/client';
import { errorMessage } from '../api/errors';
import { useAuthStore } from '../auth/authStore';
import { failure, installFakeApi, ok, type FakeRoutes, type SentRequest } from '../testing/fakeApi';
import { resetStores } from '../testing/resetStores';
import {
  changeActiveWallet,
  createPaymentAccount,
  executeSwap,
  getBalance,
  getCryptoAddress,
  getExchangeRate,
  getPaymentAccount,
  getSwapHistory,
  getTransaction,
  listAccountTransactions,
  quoteSwap,
  requestPayment,
  requestPaymentWithReceipt,
} from './calls';

const loginToken = 'alice:fedcba9876543210';
const idempotencyKey = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

const balance: BalanceData = {
  walletBalance: {
    IDR: { currency: 'IDR', totalBalance: '150000.00', heldBalance: '0.00', bonusBalance: '0' },
  },
  activeWallet: 'IDR',
  walletSetting: {},
  brandUsername: 'brand7_alice',
};

const pendingDeposit: Transaction = {
  transactionId: 't-1',
  category: 'DEPOWD',
  transactionType: 'DEPOSIT',
  status: 'PENDING',
  currency: 'IDR',
  amount: '50000.00',
  paymentChannel: 'BCA',
  network: null,
  toAddress: null,
  reason: null,
  hasReceipt: false,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  holdReason: null,
  reasonCode: null,
  step: 'awaiting_decision',
  stepSince: '2026-01-02T03:04:05.000Z',
  dueAt: '2026-01-02T04:04:05.000Z',
};

const deposit: PaymentRequest = {
  transactionType: 'DEPOSIT',
  currency: 'IDR',
  amount: '50000.00',
  paymentChannel: 'BCA',
};

/** The fake network, also keeping each request's headers and raw body (multipart included). */
function installWalletApi(routes: FakeRoutes) {
  const sent: SentRequest[] = [];
  const requests = installFakeApi(routes, sent);
  return { requests, sent };
}

beforeEach(() => {
  resetStores();
  configureApi({ baseUrl: '' });
  useAuthStore.setState({ sessionToken: 'sessiontoken0123456789abcdef', loginToken });
});

describe('balance calls', () => {
  it('getBalance posts get-balance2 { type: all } with the login token and answers data', async () => {
    const { requests } = installWalletApi({ '/v1/get-balance2': ok(balance) });

    await expect(getBalance()).resolves.toEqual(balance);
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/v1/get-balance2',
        authorization: loginToken,
        body: { type: 'all' },
      }),
    ]);
  });

  it('changeActiveWallet posts the selected wallet to changeActiveWallet2', async () => {
    const { requests } = installWalletApi({ '/v1/changeActiveWallet2': ok() });

    await changeActiveWallet('USDT');
    expect(requests[0]).toMatchObject({ body: { selectedWallet: 'USDT' } });
  });

  it('getCryptoAddress posts currency and network', async () => {
    const address = { currency: 'USDT', network: 'TRC20', address: 'T9yD', qrCode: 'data:,' };
    const { requests } = installWalletApi({ '/v1/cryptoWallet/getAddress': ok(address) });

    await expect(getCryptoAddress('USDT', 'TRC20')).resolves.toEqual(address);
    expect(requests[0]).toMatchObject({ body: { currency: 'USDT', network: 'TRC20' } });
  });
});

describe('deposits and withdrawals', () => {
  it('requestPayment posts JSON to depo-wd with the Idempotency-Key header', async () => {
    const { requests, sent } = installWalletApi({ '/v1/depo-wd': ok(pendingDeposit) });

    await expect(requestPayment(deposit, { idempotencyKey })).resolves.toEqual(pendingDeposit);
    expect(requests[0]).toMatchObject({ url: '/v1/depo-wd', body: deposit });
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe(idempotencyKey);
  });

  it('requestPaymentWithReceipt sends the fields and the receipt as multipart to depowd', async () => {
    const { requests, sent } = installWalletApi({ '/v1/depowd': ok(pendingDeposit) });
    const receipt = new File(['png bytes'], 'receipt.png', { type: 'image/png' });

    await expect(requestPaymentWithReceipt(deposit, receipt, { idempotencyKey })).resolves.toEqual(
      pendingDeposit,
    );
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/v1/depowd' });
    const form = sent[0]?.data;
    expect(form).toBeInstanceOf(FormData);
    const fields = Object.fromEntries((form as FormData).entries());
    expect(fields).toEqual({
      transactionType: 'DEPOSIT',
      currency: 'IDR',
      amount: '50000.00',
      paymentChannel: 'BCA',
      receipt: expect.any(File),
    });
    expect((fields.receipt as File).name).toBe('receipt.png');
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe(idempotencyKey);
    expect(sent[0]?.headers.getContentType()).toMatch(/^multipart\/form-data/);
  });

  it('requestPaymentWithReceipt drops the leading slash of the server message', async () => {
    installWalletApi({ '/v1/depowd': failure(400, 17, '/Receipt must be an image') });
    const receipt = new File(['gif'], 'receipt.gif', { type: 'image/gif' });

    const rejection = requestPaymentWithReceipt(deposit, receipt, { idempotencyKey });
    await expect(rejection).rejects.toMatchObject({
      code: 17,
      message: 'Receipt must be an image',
    });
    await expect(rejection.catch(errorMessage)).resolves.toBe('Receipt must be an image');
  });

  it('requestPayment keeps the server message as it is', async () => {
    installWalletApi({ '/v1/depo-wd': failure(409, 20, 'Insufficient funds') });

    await expect(
      requestPayment({ ...deposit, transactionType: 'WITHDRAW' }, { idempotencyKey }),
    ).rejects.toMatchObject({ code: 20, message: 'Insufficient funds' });
  });

  it('getTransaction posts the transaction id to get-transaction', async () => {
    const { requests } = installWalletApi({ '/v1/get-transaction': ok(pendingDeposit) });

    await expect(getTransaction('t-1')).resolves.toEqual(pendingDeposit);
    expect(requests[0]).toMatchObject({ body: { transactionId: 't-1' } });
  });
});

describe('swaps and rates', () => {
  it('getExchangeRate posts currency and targetCurrency', async () => {
    const rate = { currency: 'USDT', targetCurrency: 'IDR', rate: '16000', updatedAt: '' };
    const { requests } = installWalletApi({ '/v1/getExchangeRate': ok(rate) });

    await expect(getExchangeRate('USDT', 'IDR')).resolves.toEqual(rate);
    expect(requests[0]).toMatchObject({ body: { currency: 'USDT', targetCurrency: 'IDR' } });
  });

  it('quoteSwap posts the quote action without an idempotency key', async () => {
    const { requests, sent } = installWalletApi({ '/v1/swap': ok({ quoteId: 'q-1' }) });

    await quoteSwap({ fromCurrency: 'USDT', toCurrency: 'IDR', amount: '10' });
    expect(requests[0]).toMatchObject({
      url: '/v1/swap',
      body: { action: 'quote', fromCurrency: 'USDT', toCurrency: 'IDR', amount: '10' },
    });
    expect(sent[0]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('executeSwap posts the execute action with the quote id and the Idempotency-Key', async () => {
    const { requests, sent } = installWalletApi({ '/v1/swap': ok({ swapId: 's-1' }) });

    await expect(executeSwap('q-1', { idempotencyKey })).resolves.toEqual({ swapId: 's-1' });
    expect(requests[0]).toMatchObject({ body: { action: 'execute', quoteId: 'q-1' } });
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe(idempotencyKey);
  });
});

describe('history', () => {
  const emptyPage = { items: [], total: 0, page: 1, pageSize: 10 };

  it('listAccountTransactions posts the request to listAccountTransaction', async () => {
    const { requests } = installWalletApi({ '/v1/listAccountTransaction': ok(emptyPage) });
    const request = { transactionType: 'SWAP', sort: 'asc', page: 2, pageSize: 10 } as const;

    await expect(listAccountTransactions(request)).resolves.toEqual(emptyPage);
    expect(requests[0]).toMatchObject({ body: request });
  });

  it('getSwapHistory posts page and pageSize', async () => {
    const { requests } = installWalletApi({ '/v1/getSwapHistory': ok(emptyPage) });

    await getSwapHistory(3, 20);
    expect(requests[0]).toMatchObject({ body: { page: 3, pageSize: 20 } });
  });
});

describe('payment account', () => {
  const account = {
    type: 'bank',
    channelCode: 'BCA',
    accountName: 'Alice',
    accountNumber: '1234567890',
  } as const;

  it('getPaymentAccount answers null while the player has none', async () => {
    installWalletApi({ '/v1/paymentAccount/get': ok(null) });

    await expect(getPaymentAccount()).resolves.toBeNull();
  });

  it('createPaymentAccount posts the new account, with the Idempotency-Key when given', async () => {
    const created = { ...account, accountId: 'a-1', channelName: 'BCA', createdAt: '' };
    const { requests, sent } = installWalletApi({ '/v1/paymentAccount/create': ok(created) });

    await expect(createPaymentAccount(account, { idempotencyKey })).resolves.toEqual(created);
    await createPaymentAccount(account);
    expect(requests[0]).toMatchObject({ url: '/v1/paymentAccount/create', body: account });
    expect(sent.map(({ headers }) => headers.get('Idempotency-Key'))).toEqual([
      idempotencyKey,
      undefined,
    ]);
  });
});
