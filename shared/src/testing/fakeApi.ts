import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { loadApiClient } from '../api/client';

// Test support: replaces only the network under `apiClient` (its adapter), so interceptors and
// calls run for real. Not exported from the package.

export interface RecordedRequest {
  method: string;
  baseURL: string | undefined;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

export type FakeReply = { status: number; body: unknown } | 'network-error';
/** A route's reply, or a function of the request giving it (a promise: an answer that comes later). */
export type FakeRoutes = Record<
  string,
  FakeReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>)
>;

export function ok(data?: unknown): FakeReply {
  return { status: 200, body: { errorCode: 0, data } };
}

export function failure(status: number, errorCode: number, message: string): FakeReply {
  return { status, body: { errorCode, message } };
}

/** A request's headers and body exactly as sent (a FormData for multipart). */
export interface SentRequest {
  headers: AxiosHeaders;
  data: unknown;
}

/**
 * Answers requests by URL path; unknown paths answer 404. Returns the requests as they were sent,
 * and adds each one's raw headers and body to `sent` when given.
 */
export function installFakeApi(routes: FakeRoutes, sent?: SentRequest[]): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    sent?.push({ headers, data: config.data });
    const authorization = headers.get('Authorization');
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      baseURL: config.baseURL,
      url: config.url ?? '',
      authorization: typeof authorization === 'string' ? authorization : undefined,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const route = routes[request.url];
    const reply = await (typeof route === 'function'
      ? route(request)
      : (route ?? failure(404, 404, 'Not found')));
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status < 400) return response;
    const code = reply.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      code,
      config,
      null,
      response,
    );
  };
  // Installed before any call made from now on can reach the client: those wait on the same load.
  void loadApiClient().then((client) => {
    client.defaults.adapter = adapter;
  });
  return requests;
}
