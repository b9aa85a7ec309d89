import type { RegisterRequest, UserData } from '@croupier/contracts';

// Client-side shapes around the wire contract: what the calls hand back to the apps.

/** The `register3` body as the site sends it: the API defaults the currency. */
export type RegisterPayload = Omit<RegisterRequest, 'confirmPassword' | 'currency'> &
  Partial<Pick<RegisterRequest, 'currency'>>;

export interface VerifyLoginTokenResult {
  errorCode: number;
  data?: { userData: UserData };
}

export interface GameList {
  body: unknown[];
  total: number;
}

/** The five static game files; only the game list's shape is fixed by the platform. */
export interface StaticGameData {
  games: GameList;
  recommended: unknown;
  popular: unknown;
  providers: unknown;
  categories: unknown;
}
