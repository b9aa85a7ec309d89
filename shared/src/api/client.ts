import axios, { type AxiosHeaders, type AxiosResponse } from 'axios';
import { useAuthStore } from '../auth/authStore';
import { authorizationToken } from '../auth/tokens';
import { eventBus } from '../events/eventBus';
import { ERROR_CODES, isErrorBody, normalizeError } from './errors';

export interface ApiConfig {
  /** Origin of the platform API; '' means the page's own origin. */
  baseUrl: string;
  /** Origin serving the static `/data/*.json` files; '' (the default) means the page's own origin. */
  staticBaseUrl?: string;
}

/** The one HTTP client of the site, shared by the shell and every remote. */
export const apiClient = axios.create({
  baseURL: '',
  headers: { 'Content-Type': 'application/json' },
});

let staticBaseUrl = '';

export function configureApi(config: ApiConfig): void {
  apiClient.defaults.baseURL = config.baseUrl;
  staticBaseUrl = config.staticBaseUrl ?? '';
}

export function getStaticBaseUrl(): string {
  return staticBaseUrl;
}

apiClient.interceptors.request.use((config) => {
  // Calls that need a specific token (session verification, login) set the header themselves.
  if (!config.headers.has('Authorization')) {
    const token = authorizationToken(useAuthStore.getState());
    if (token) config.headers.set('Authorization', token);
  }
  return config;
});

apiClient.interceptors.response.use(
  (response: AxiosResponse<unknown>) => {
    // Failures come as HTTP errors, but a success status carrying an error code is still one.
    const body = response.data;
    if (isErrorBody(body) && body.errorCode !== ERROR_CODES.success) {
      const error = normalizeError(body);
      if (error.code === ERROR_CODES.authentication) reportEndedLogin(response.config.headers);
      return Promise.reject(error);
    }
    return response;
  },
  (failure: unknown) => {
    const error = normalizeError(failure);
    // A 401 without the API's error body (a proxy's) counts too; one naming another error code,
    // such as a wrong current password, does not.
    const refused =
      error.code === ERROR_CODES.authentication ||
      (axios.isAxiosError(failure) &&
        failure.response?.status === HTTP_UNAUTHORIZED &&
        !isErrorBody(failure.response.data));
    if (refused && axios.isAxiosError(failure)) reportEndedLogin(failure.config?.headers);
    return Promise.reject(error);
  },
);

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
