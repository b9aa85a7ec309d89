import type { AxiosRequestConfig } from 'axios';
import { apiClient, getStaticBaseUrl } from './client';

// Every platform call is `POST /v1/<path>` with a JSON body (docs/api.md#calls). Answers come in
// the envelope `{ errorCode, data }`; the client has already turned error codes into `ApiError`s.

/** Posts to `/v1/<path>` and resolves to the whole answer body. */
export async function post<Body>(
  path: string,
  body: object = {},
  config?: AxiosRequestConfig,
): Promise<Body> {
  const response = await apiClient.post<Body>(`/v1/${path}`, body, config);
  return response.data;
}

/** Posts to `/v1/<path>` and resolves to the answer's `data`. */
export async function postForData<Data>(
  path: string,
  body: object = {},
  config?: AxiosRequestConfig,
): Promise<Data> {
  return (await post<{ data: Data }>(path, body, config)).data;
}

/** GET of a static file under the static origin (`/data/*.json`). */
export async function getStatic<Body = unknown>(path: string): Promise<Body> {
  const response = await apiClient.get<Body>(path, { baseURL: getStaticBaseUrl() });
  return response.data;
}
