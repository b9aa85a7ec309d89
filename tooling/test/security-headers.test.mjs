import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';

import { cspDirectives } from '../src/security-headers.mjs';

describe('cspDirectives', () => {
  afterEach(() => {
    delete process.env.HUB88_GAME_ORIGINS;
  });

  it("frames Hub88's game origins and shows their artwork", () => {
    process.env.HUB88_GAME_ORIGINS = 'http://localhost:4100/games, https://games.example.com';
    const { frameSrc, imgSrc } = cspDirectives();
    assert.deepEqual(frameSrc, ["'self'", 'http://localhost:4100', 'https://games.example.com']);
    assert.ok(
      imgSrc.includes('http://localhost:4100') && imgSrc.includes('https://games.example.com'),
    );
  });

  it('frames only the site itself without Hub88', () => {
    assert.deepEqual(cspDirectives().frameSrc, ["'self'"]);
  });
});
