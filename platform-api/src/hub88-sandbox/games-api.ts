// The sandbox's Games API, as Hub88 serves it to operators: game/list and game/url.

import { randomUUID } from 'node:crypto';

import { findSandboxGame, sandboxGames } from './games.js';
import type { SandboxSessions } from './sessions.js';
import { text, type SignedAnswer } from './signed-routes.js';

export interface GamesApiOptions {
  publicUrl: string;
  sessions: SandboxSessions;
}

export function gamesApi(
  signed: (path: string, answer: SignedAnswer) => unknown,
  { publicUrl, sessions }: GamesApiOptions,
): void {
  signed('game/list', () => sandboxGames(publicUrl));
  signed('game/url', (body) => {
    const [user, token, currency, gameCode] = [
      body.user,
      body.token,
      body.currency,
      body.game_code,
    ].map(text);
    if (!user || !token || !currency || !gameCode || !findSandboxGame(publicUrl, gameCode))
      return null;
    const sessionId = randomUUID();
    sessions.add(sessionId, { user, token, currency, gameCode });
    return { url: `${publicUrl}/games/play?session=${sessionId}` };
  });
}
