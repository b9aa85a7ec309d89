import type { AxiosRequestConfig } from 'axios';
import { useAuthStore } from '../auth/authStore';
import { useBrandStore } from '../brand/brandStore';
import { getStaticBaseUrl, loadApiClient } from './client';

// Every platform call is `POST /v1/<path>` with a JSON body (docs/api.md#calls). Answers come in
// the envelope `{ errorCode, data }`; the client has already turned error codes into `ApiError`s.

/** Posts to `/v1/<path>` and resolves to the whole answer body. */
export async function post<Body>(
  path: string,
  body: object = {},
  config?: AxiosRequestConfig,
): Promise<Body> {
  const response = await (await loadApiClient()).post<Body>(`/v1/${path}`, body, config);
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

/** One load per file and page view: every widget reading the same file shares it. */
const staticFileLoads = new Map<string, Promise<unknown>>();

/** Resolves once the start sequence has settled the session token (at once if it has). */
function sessionSettled(): Promise<void> {
  if (useAuthStore.getState().isSessionValid) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = useAuthStore.subscribe((state) => {
      if (!state.isSessionValid) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * GET of a static file under the static origin (`/data/*.json`: the game data, the brand's own
 * once its config is known), once per page view, and only once brand and token are known
 * (docs/architecture.md#product-rules); a failed load is forgotten, so the next caller fetches
 * it again.
 */
export function getStatic<Body = unknown>(filePath: string): Promise<Body> {
  // The brand's own lobby: the API leaves out what the operator suspended (disable on demand).
  const brandId = useBrandStore.getState().config?.brandId;
  const path = brandId ? `${filePath}?brandId=${encodeURIComponent(brandId)}` : filePath;
  const url = `${getStaticBaseUrl()}${path}`;
  const known = staticFileLoads.get(url);
  if (known) return known as Promise<Body>;
  const load = sessionSettled()
    .then(loadApiClient)
    .then((client) => client.get<Body>(path, { baseURL: getStaticBaseUrl() }))
    .then(
      (response) => response.data,
      (error: unknown) => {
        staticFileLoads.delete(url);
        throw error;
      },
    );
  staticFileLoads.set(url, load);
  return load;
}

/** Test support: the next read of each static file fetches it again. */
export function forgetStaticFiles(): void {
  staticFileLoads.clear();
}
