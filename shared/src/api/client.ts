import type { AxiosHeaders, AxiosInstance, AxiosResponse, AxiosStatic } from 'axios';
import { useAuthStore } from '../auth/authStore';
import { authorizationToken } from '../auth/tokens';
import { eventBus } from '../events/eventBus';
import { afterNextPaint } from '../paint/afterNextPaint';
import { ERROR_CODES, isAxiosError, isErrorBody, normalizeError } from './errors';

export interface ApiConfig {
  /** Origin of the platform API; '' means the page's own origin. */
  baseUrl: string;
  /** Origin serving the static `/data/*.json` files; '' (the default) means the page's own origin. */
  staticBaseUrl?: string;
}

let apiBaseUrl = '';
let staticBaseUrl = '';
let clientLoad: Promise<AxiosInstance> | undefined;
let loadedClient: AxiosInstance | undefined;

/**
 * The one HTTP client of the site, shared by the shell and every remote. axios loads with the
 * first call rather than with the page, and once the page has painted: a first view's calls come
 * from its components as they render, and its download would otherwise compete with the view.
 */
export function loadApiClient(): Promise<AxiosInstance> {
  clientLoad ??= afterNextPaint()
    .then(() => import('axios'))
    .then(({ default: axios }) => {
      loadedClient = createClient(axios);
      return loadedClient;
    });
  return clientLoad;
}

export function configureApi(config: ApiConfig): void {
  apiBaseUrl = config.baseUrl;
  staticBaseUrl = config.staticBaseUrl ?? '';
  if (loadedClient) loadedClient.defaults.baseURL = apiBaseUrl;
}

export function getStaticBaseUrl(): string {
  return staticBaseUrl;
}

function createClient(axios: AxiosStatic): AxiosInstance {
  const client = axios.create({
    baseURL: apiBaseUrl,
    headers: { 'Content-Type': 'application/json' },
  });
  client.interceptors.request.use(withAuthorization);
  client.interceptors.response.use(refuseErrorBodies, normalizeFailure);
  return client;
}

function withAuthorization<Config extends { headers: AxiosHeaders }>(config: Config): Config {
  // Calls that need a specific token (session verification, login) set the header themselves.
  if (!config.headers.has('Authorization')) {
    const token = authorizationToken(useAuthStore.getState());
    if (token) config.headers.set('Authorization', token);
  }
  return config;
}

/** Failures come as HTTP errors, but a success status carrying an error code is still one. */
function refuseErrorBodies(response: AxiosResponse<unknown>): AxiosResponse<unknown> {
  const body = response.data;
  if (isErrorBody(body) && body.errorCode !== ERROR_CODES.success) {
    const error = normalizeError(body);
    if (error.code === ERROR_CODES.authentication) reportEndedLogin(response.config.headers);
    throw error;
  }
  return response;
}

function normalizeFailure(failure: unknown): Promise<never> {
  const error = normalizeError(failure);
  // A 401 without the API's error body (a proxy's) counts too; one naming another error code,
  // such as a wrong current password, does not.
  const refused =
    error.code === ERROR_CODES.authentication ||
    (isAxiosError(failure) &&
      failure.response?.status === HTTP_UNAUTHORIZED &&
      !isErrorBody(failure.response.data));
  if (refused && isAxiosError(failure)) reportEndedLogin(failure.config?.headers);
  return Promise.reject(error);
}

const HTTP_UNAUTHORIZED = 401;

/**
 * A login token refused as unauthenticated means its session ended elsewhere (revoked, expired,
 * password changed): the player must log in again. Until the start sequence settles, a refused
 * stored login is its to clear.
 */
function reportEndedLogin(requestHeaders: AxiosHeaders | undefined): void {
  const { loginToken, isSessionValid } = useAuthStore.getState();
  const usedLoginToken = loginToken !== null && requestHeaders?.get('Authorization') === loginToken;
  if (usedLoginToken && isSessionValid) eventBus.emit('session:expired');
}
