import type {
  BrandConfig,
  Country,
  CurrencyListItem,
  EditProfileFields,
  GameProvider,
  LoginRequest,
  PaymentChannel,
  SessionTokenRequest,
  UserData,
} from '@croupier/contracts';
import { useAuthStore } from '../auth/authStore';
import { sessionAuthorizationHeader } from '../auth/tokens';
import { ApiError, ERROR_CODES, normalizeError } from './errors';
import { getStatic, post, postForData } from './request';
import type { GameList, RegisterPayload, StaticGameData, VerifyLoginTokenResult } from './types';

// The platform calls of the session, login, profile, brand and catalogue (docs/api.md#calls).

export const MISSING_SESSION_MESSAGE = 'No session token or fingerprint found';

/**
 * Rejects with the failed answer's body, as the site's session-token calls always have; a failure
 * with no such answer (network, server) rejects as the ApiError that says so.
 */
export async function generateSessionToken(request: SessionTokenRequest): Promise<string> {
  try {
    const data = await postForData<{ sessionToken: string }>('tsGenerateSessionToken', request);
    return data.sessionToken;
  } catch (error) {
    const apiError = normalizeError(error);
    throw apiError.transportFailure ? apiError : (apiError.data ?? error);
  }
}

/** Any failure counts as an invalid token, so the caller requests a new one. */
export async function verifySessionToken({
  token,
  brandId,
  clientFingerprint,
}: SessionTokenRequest & { token: string }): Promise<boolean> {
  try {
    const data = await postForData<{ isTokenValid: boolean }>(
      'tsSessionTokenAuthorizer',
      { clientFingerprint },
      { headers: { Authorization: sessionAuthorizationHeader(token, brandId) } },
    );
    return data.isTokenValid === true;
  } catch {
    return false;
  }
}

/** Never rejects: a failure answers with its error code. */
export async function verifyLoginToken(): Promise<VerifyLoginTokenResult> {
  try {
    return await post<VerifyLoginTokenResult>('auth/verifyLoginToken');
  } catch (error) {
    return { errorCode: normalizeError(error).code };
  }
}

export async function checkSession(): Promise<boolean> {
  try {
    await post('auth/checkSession');
    return true;
  } catch {
    return false;
  }
}

/** Login and register go out with the session token even when a stale login token is stored. */
function sessionTokenHeader({ requireFingerprint }: { requireFingerprint: boolean }) {
  const { sessionToken, fingerprint } = useAuthStore.getState();
  if (!sessionToken || (requireFingerprint && !fingerprint)) {
    throw new ApiError(ERROR_CODES.unknown, MISSING_SESSION_MESSAGE);
  }
  return { Authorization: sessionToken };
}

export async function login(request: LoginRequest): Promise<string> {
  const headers = sessionTokenHeader({ requireFingerprint: true });
  const body = await post<{ playerToken: string }>('login3', request, { headers });
  return body.playerToken;
}

export async function register(payload: RegisterPayload): Promise<string> {
  const headers = sessionTokenHeader({ requireFingerprint: false });
  const data = await postForData<{ playerToken: string }>('register3', payload, { headers });
  return data.playerToken;
}

/** Logging out locally must not depend on the server, so failures are ignored. */
export async function logout(): Promise<void> {
  try {
    await post('logout');
  } catch {
    // Ignored on purpose: the player is logged out locally whatever the server says.
  }
}

export async function getMe(): Promise<UserData | null> {
  try {
    return await postForData<UserData>('me');
  } catch {
    return null;
  }
}

export function editProfile(fields: EditProfileFields): Promise<unknown> {
  return postForData('edit-profile', fields);
}

export function getCountries(): Promise<Country[]> {
  return postForData('country/get');
}

export function getCurrencyList(brandId: string): Promise<CurrencyListItem[]> {
  return postForData('currency-lists', { type: 'get', currencyType: 'all', brandId });
}

export function getPaymentChannels(brandId: string): Promise<PaymentChannel[]> {
  return postForData('paymentChannel', { paymentType: 'ALL', type: 'getByPaymentType', brandId });
}

export function getGameProviders(brandId: string): Promise<GameProvider[]> {
  return postForData('gameNoAuth', { systemType: 'gameProvider', brandId, gameCategory: 'all' });
}

export function getBrandConfig(domain: string): Promise<BrandConfig> {
  return postForData('brand/config', { domain });
}

export const STATIC_GAME_DATA_PATHS = {
  games: '/data/listofgame.json',
  recommended: '/data/listOfRecommendedGame.json',
  popular: '/data/listOfPopularGame.json',
  providers: '/data/listOfGameProvider.json',
  categories: '/data/listOfGameCategory.json',
} as const satisfies Record<keyof StaticGameData, string>;

export async function getStaticGameData(): Promise<StaticGameData> {
  const [games, recommended, popular, providers, categories] = await Promise.all([
    getStatic<GameList>(STATIC_GAME_DATA_PATHS.games),
    getStatic(STATIC_GAME_DATA_PATHS.recommended),
    getStatic(STATIC_GAME_DATA_PATHS.popular),
    getStatic(STATIC_GAME_DATA_PATHS.providers),
    getStatic(STATIC_GAME_DATA_PATHS.categories),
  ]);
  return { games, recommended, popular, providers, categories };
}
