// Game sessions the sandbox opened with game/url, in memory and bounded: the oldest goes first.

import type { SandboxSession } from './spin.js';

const MAX_SESSIONS = 10_000;

export class SandboxSessions {
  private readonly byId = new Map<string, SandboxSession>();

  add(id: string, session: SandboxSession): void {
    if (this.byId.size >= MAX_SESSIONS) {
      const oldest = this.byId.keys().next().value;
      if (oldest !== undefined) this.byId.delete(oldest);
    }
    this.byId.set(id, session);
  }

  get(id: unknown): SandboxSession | null {
    return typeof id === 'string' ? (this.byId.get(id) ?? null) : null;
  }
}
