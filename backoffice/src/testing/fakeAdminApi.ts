import { AxiosError, type AxiosResponse } from 'axios';
import { adminHttp } from '../features/admin-api/client';

// Test support: replaces only the network under the admin API client (its adapter), so the
// client's own code runs for real. Routes are keyed "METHOD path", e.g. "POST auth/login".

export interface RecordedRequest {
  route: string;
  params: unknown;
  body: unknown;
  /** The Idempotency-Key header, when the call sent one. */
  idempotencyKey?: string;
}

export type FakeReply = { status: number; body: unknown };
export type FakeRoutes = Record<string, FakeReply | ((request: RecordedRequest) => FakeReply)>;

export const ok = (data: unknown = {}): FakeReply => ({
  status: 200,
  body: { errorCode: 0, data },
});

export const failure = (status: number, errorCode: number, message: string): FakeReply => ({
  status,
  body: { errorCode, message },
});

/** Answers requests by route; unknown routes answer 404. Returns the requests as they were sent. */
export function installFakeAdminApi(routes: FakeRoutes): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  adminHttp.defaults.adapter = async (config) => {
    const request: RecordedRequest = {
      route: `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`,
      params: config.params,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      idempotencyKey: config.headers.get('Idempotency-Key')?.toString(),
    };
    requests.push(request);
    const route = routes[request.route];
    const reply =
      typeof route === 'function' ? route(request) : (route ?? failure(404, 6, 'Not found'));
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status < 400) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
  return requests;
}
