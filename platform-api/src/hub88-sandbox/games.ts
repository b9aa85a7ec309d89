// The sandbox's catalogue: a handful of games from two made-up suppliers, in the shape of
// Hub88's game/list entries.

export interface SandboxGame {
  game_id: number;
  game_code: string;
  name: string;
  product: string;
  category: string;
  enabled: boolean;
  freebet_support: boolean;
  platforms: string[];
  blocked_countries: string[];
  url_thumb: string;
  url_background: string;
  release_date: string;
}

const GAMES = [
  {
    code: 'sbx_lucky_sevens',
    name: 'Lucky Sevens',
    product: 'Sandbox Studios',
    category: 'Video Slots',
  },
  {
    code: 'sbx_fruit_party',
    name: 'Fruit Party',
    product: 'Sandbox Studios',
    category: 'Video Slots',
  },
  {
    code: 'sbx_rocket_crash',
    name: 'Rocket Crash',
    product: 'Sandbox Studios',
    category: 'Crash Games',
  },
  {
    code: 'sbx_blackjack',
    name: 'Sandbox Blackjack',
    product: 'Tableworks',
    category: 'Blackjack',
  },
  {
    code: 'sbx_live_roulette',
    name: 'Live Roulette',
    product: 'Tableworks',
    category: 'Live Roulette',
  },
  {
    code: 'sbx_scratch_gold',
    name: 'Scratch Gold',
    product: 'Tableworks',
    category: 'Scratch Cards',
  },
];

/** Every sandbox game, with artwork under the sandbox's public URL. */
export function sandboxGames(publicUrl: string): SandboxGame[] {
  return GAMES.map((game, index) => ({
    game_id: index + 1,
    game_code: game.code,
    name: game.name,
    product: game.product,
    category: game.category,
    enabled: true,
    freebet_support: false,
    platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
    blocked_countries: [],
    url_thumb: `${publicUrl}/thumbs/${game.code}.svg`,
    url_background: `${publicUrl}/thumbs/${game.code}.svg`,
    release_date: '2026-01-01',
  }));
}

export const findSandboxGame = (publicUrl: string, code: string) =>
  sandboxGames(publicUrl).find((game) => game.game_code === code) ?? null;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A thumbnail: the game's name on a colour of its own. */
export function thumbnail(game: SandboxGame): string {
  const hue = (game.game_id * 57) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
<rect width="320" height="240" fill="hsl(${hue} 60% 30%)"/>
<text x="160" y="110" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff"
 text-anchor="middle">${escapeXml(game.name)}</text>
<text x="160" y="150" font-family="sans-serif" font-size="16" fill="#ffd" text-anchor="middle">${escapeXml(game.product)} · Hub88 sandbox</text>
</svg>`;
}
