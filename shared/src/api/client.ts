import axios, { type AxiosHeaders, type AxiosResponse } from 'axios';
import { useAuthStore } from '../auth/authStore';
import { authorizationToken } from '../auth/tokens';
import { eventBus } from '../events/eventBus';
import { ApiError, ERROR_CODES, isErrorBody, normalizeError } from './errors';

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
      return Promise.reject(reportExpiredLogin(normalizeError(body), response.config.headers));
    }
    return response;
  },
  (error: unknown) => {
    const requestHeaders = axios.isAxiosError(error) ? error.config?.headers : undefined;
    return Promise.reject(reportExpiredLogin(normalizeError(error), requestHeaders));
  },
);

/** A login token refused as unauthenticated means the player must log in again. */
function reportExpiredLogin(error: ApiError, requestHeaders: AxiosHeaders | undefined): ApiError {
  const { loginToken } = useAuthStore.getState();
  const usedLoginToken = loginToken !== null && requestHeaders?.get('Authorization') === loginToken;
  if (error.code === ERROR_CODES.authentication && usedLoginToken) eventBus.emit('session:expired');
  return error;
}
