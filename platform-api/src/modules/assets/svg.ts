// Simple generated artwork: logos, banners and game thumbnails drawn from text and colours.

import { createHash } from 'node:crypto';

import type { GameCategoryCode } from '@croupier/contracts';

import type { GameTheme } from '../catalog/index.js';
import type { BannerLayout } from './artwork.js';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A stable colour per code, so every provider or bank keeps its look. */
function hueOf(code: string): number {
  return Math.round(((digest(code)[0] ?? 0) / 256) * 360);
}

/** Gradient ids must differ between drawings, or SVGs inlined in one page share a gradient. */
const gradientId = (...parts: string[]) =>
  `g${digest(parts.join('|')).toString('hex').slice(0, 10)}`;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
  `viewBox="0 0 ${width} ${height}">${body}</svg>`;

const text = (x: number, y: number, size: number, fill: string, content: string, weight = 700) =>
  `<text x="${x}" y="${y}" font-family="Verdana, sans-serif" font-size="${size}" ` +
  `font-weight="${weight}" fill="${fill}" text-anchor="middle" dominant-baseline="middle">` +
  `${escapeXml(content)}</text>`;

/** Provider logo: the gpid large, the provider's name small, on the provider's colour. */
export function providerLogoSvg(gpid: string, gpname: string): string {
  const hue = hueOf(gpid);
  const id = gradientId('provider', gpid, gpname);
  return svg(
    200,
    100,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},70%,45%)"/>` +
      `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,30%)"/></linearGradient></defs>` +
      `<rect width="200" height="100" rx="14" fill="url(#${id})"/>` +
      text(100, 44, gpid.length > 3 ? 30 : 38, '#ffffff', gpid) +
      text(100, 80, 13, 'rgba(255,255,255,0.85)', gpname, 400),
  );
}

/** Currency logo: its symbol in a coloured coin. */
export function currencyLogoSvg(code: string, symbol: string): string {
  const hue = hueOf(code);
  return svg(
    64,
    64,
    `<circle cx="32" cy="32" r="30" fill="hsl(${hue},65%,45%)" stroke="hsl(${hue},65%,30%)" ` +
      `stroke-width="4"/>` +
      text(32, 34, symbol.length > 2 ? 16 : 24, '#ffffff', symbol),
  );
}

/** Payment channel logo: its code on a coloured card. */
export function channelLogoSvg(code: string): string {
  const hue = hueOf(code);
  const label = code.replace(/-/g, ' ');
  return svg(
    160,
    64,
    `<rect width="160" height="64" rx="10" fill="hsl(${hue},60%,40%)"/>` +
      text(80, 34, label.length > 9 ? 14 : 20, '#ffffff', label),
  );
}

export interface BrandColours {
  primary: string;
  background: string;
  text: string;
}

/** The brand's initial in a disc, then its name: on two lines when it has a space, to stay compact. */
export function brandLogoSvg(brandName: string, colours: BrandColours): string {
  const height = 64;
  const lines = nameLines(brandName, 0);
  const size = lines.length === 1 ? 34 : 26;
  const textWidth = Math.ceil(
    Math.max(...lines.map((line) => line.length)) * CHARACTER_WIDTH * size,
  );
  const width = height + 8 + textWidth + 8;
  const lineY = lines.length === 1 ? [33] : [19, 46];
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" rx="12" fill="${colours.background}"/>` +
      `<circle cx="32" cy="32" r="24" fill="${colours.primary}"/>` +
      text(32, 33, 28, colours.background, brandName.charAt(0).toUpperCase()) +
      lines
        .map((line, index) =>
          text(height + 8 + textWidth / 2, lineY[index]!, size, colours.primary, line),
        )
        .join(''),
  );
}

export function faviconSvg(brandName: string, colours: BrandColours): string {
  return svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="${colours.primary}"/>` +
      text(32, 34, 36, colours.background, brandName.charAt(0).toUpperCase()),
  );
}

const BANNER_SIZES: Record<BannerLayout, { width: number; height: number }> = {
  desktop: { width: 1200, height: 400 },
  mobile: { width: 750, height: 420 },
};

export function bannerSvg(
  headline: string,
  brandName: string,
  colours: BrandColours,
  layout: BannerLayout,
): string {
  const { width, height } = BANNER_SIZES[layout];
  const headlineSize = layout === 'desktop' ? 64 : 48;
  const id = gradientId('banner', headline, brandName, colours.background, colours.primary, layout);
  return svg(
    width,
    height,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${colours.background}"/>` +
      `<stop offset="1" stop-color="${colours.primary}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#${id})"/>` +
      `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.45}" ` +
      `fill="${colours.primary}" opacity="0.25"/>` +
      // Headlines in some languages run twice as long as in English: they shrink to fit.
      text(
        width / 2,
        height * 0.42,
        fittedSize(headline, width * 0.9, headlineSize),
        colours.text,
        headline,
      ) +
      text(width / 2, height * 0.7, headlineSize / 2.5, colours.text, brandName, 400),
  );
}

export interface GameArtwork {
  gpid: string;
  code: string;
  name: string;
  category: GameCategoryCode;
  theme: GameTheme;
}

const THUMBNAIL_SIZE = 300;
/** Rough width of a wide bold character (Verdana, DejaVu Sans), in ems: keeps text in its box. */
const CHARACTER_WIDTH = 0.75;

/** The largest font size, up to `max`, at which `content` fits `width`. */
const fittedSize = (content: string, width: number, max: number) =>
  Math.min(max, Math.floor(width / (content.length * CHARACTER_WIDTH)));

/** The name on one line up to `longest` characters, else on two split at the space nearest its middle. */
function nameLines(name: string, longest = 14): string[] {
  if (name.length <= longest || !name.includes(' ')) return [name];
  const spaces = [...name.matchAll(/ /g)].map((match) => match.index);
  const split = spaces.reduce((best, index) =>
    Math.abs(index - name.length / 2) < Math.abs(best - name.length / 2) ? index : best,
  );
  return [name.slice(0, split), name.slice(split + 1)];
}

function starPoints(cx: number, cy: number, outer: number, inner: number, points: number) {
  return Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/** One simple picture per category, centred at (150, 105) in the theme's colours. */
const motifs: Record<GameCategoryCode, (game: GameArtwork) => string> = {
  slots: ({ theme }) =>
    `<rect x="46" y="52" width="208" height="106" rx="14" fill="${theme.secondary}" ` +
    `stroke="${theme.accent}" stroke-width="5"/>` +
    [0, 1, 2]
      .map((reel) => {
        const symbol = theme.symbols[reel] ?? '';
        const x = 58 + reel * 64;
        return (
          `<rect x="${x}" y="64" width="56" height="82" rx="8" fill="#ffffff" opacity="0.92"/>` +
          text(x + 28, 106, fittedSize(symbol, 50, 26), theme.secondary, symbol)
        );
      })
      .join(''),
  casino: ({ theme }) =>
    `<circle cx="150" cy="105" r="74" fill="${theme.secondary}" stroke="${theme.accent}" ` +
    `stroke-width="6"/>` +
    // A thick dashed ring draws the wheel's pockets.
    `<circle cx="150" cy="105" r="54" fill="none" stroke="${theme.accent}" stroke-width="30" ` +
    `stroke-dasharray="${((2 * Math.PI * 54) / 32).toFixed(2)}"/>` +
    `<circle cx="150" cy="105" r="30" fill="${theme.primary}"/>` +
    `<circle cx="150" cy="105" r="9" fill="#ffffff"/>`,
  cards: ({ theme }) =>
    [
      { angle: -14, x: 94, label: theme.symbols[0] ?? '' },
      { angle: 12, x: 132, label: theme.symbols[1] ?? '' },
    ]
      .map(
        ({ angle, x, label }) =>
          `<g transform="rotate(${angle} ${x + 37} 160)">` +
          `<rect x="${x}" y="48" width="74" height="108" rx="9" fill="#ffffff" ` +
          `stroke="${theme.accent}" stroke-width="4"/>` +
          text(x + 37, 102, fittedSize(label, 64, 34), theme.primary, label) +
          `</g>`,
      )
      .join(''),
  sports: ({ theme }) =>
    `<circle cx="150" cy="105" r="62" fill="#ffffff" stroke="${theme.secondary}" stroke-width="4"/>` +
    // Edge midpoints of a regular pentagon lie at cos(36°) of its radius: a "star" that is one.
    `<polygon points="${starPoints(150, 105, 26, 26 * Math.cos(Math.PI / 5), 5)}" ` +
    `fill="${theme.secondary}"/>` +
    [0, 1, 2, 3, 4]
      .map((spoke) => {
        const angle = (2 * Math.PI * spoke) / 5 - Math.PI / 2;
        const at = (radius: number) => [
          (150 + radius * Math.cos(angle)).toFixed(1),
          (105 + radius * Math.sin(angle)).toFixed(1),
        ];
        const [x1, y1] = at(26);
        const [x2, y2] = at(60);
        return (
          `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${theme.secondary}" ` +
          `stroke-width="4"/>`
        );
      })
      .join('') +
    `<path d="M40 185 Q150 150 260 185" fill="none" stroke="${theme.accent}" stroke-width="5"/>`,
  lottery: ({ code, theme }) => {
    const digits = digest(code);
    return [0, 1, 2, 3, 4]
      .map((ball) => {
        const x = 62 + ball * 44;
        const y = 105 + (ball % 2 === 0 ? 12 : -12);
        const fill = ball % 2 === 0 ? theme.accent : '#ffffff';
        return (
          `<circle cx="${x}" cy="${y}" r="24" fill="${fill}" stroke="${theme.secondary}" ` +
          `stroke-width="3"/>` +
          text(x, y + 1, 22, theme.secondary, String((digits[ball] ?? 0) % 10))
        );
      })
      .join('');
  },
  fishing: ({ theme }) =>
    `<path d="M30 170 Q75 150 120 170 T210 170 T300 170" fill="none" stroke="#ffffff" ` +
    `stroke-width="4" opacity="0.5"/>` +
    `<polygon points="198,105 244,72 244,138" fill="${theme.accent}"/>` +
    `<ellipse cx="140" cy="105" rx="66" ry="38" fill="${theme.accent}"/>` +
    `<circle cx="100" cy="96" r="9" fill="#ffffff"/>` +
    `<circle cx="98" cy="96" r="4" fill="${theme.secondary}"/>` +
    [
      [62, 62, 8],
      [48, 38, 5],
      [72, 30, 4],
    ]
      .map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="0.7"/>`)
      .join(''),
  cockfight: ({ theme }) =>
    `<circle cx="150" cy="105" r="76" fill="none" stroke="${theme.accent}" stroke-width="5" ` +
    `opacity="0.8"/>` +
    // A rooster: tail feathers, body, head with comb, beak and legs.
    [-40, -15, 10]
      .map(
        (angle) =>
          `<ellipse cx="112" cy="82" rx="14" ry="40" fill="${theme.secondary}" ` +
          `transform="rotate(${angle} 125 115)"/>`,
      )
      .join('') +
    `<ellipse cx="150" cy="118" rx="44" ry="32" fill="#ffffff"/>` +
    `<circle cx="184" cy="76" r="20" fill="#ffffff"/>` +
    `<circle cx="176" cy="54" r="8" fill="${theme.accent}"/>` +
    `<circle cx="188" cy="52" r="8" fill="${theme.accent}"/>` +
    `<circle cx="199" cy="58" r="7" fill="${theme.accent}"/>` +
    `<polygon points="202,72 220,79 202,86" fill="${theme.accent}"/>` +
    `<circle cx="189" cy="73" r="3.5" fill="${theme.secondary}"/>` +
    `<path d="M140 148 L136 172 M162 148 L166 172" stroke="${theme.accent}" stroke-width="5"/>`,
  others: ({ theme }) =>
    `<circle cx="150" cy="105" r="70" fill="${theme.accent}" opacity="0.25"/>` +
    `<polygon points="${starPoints(150, 105, 66, 28, 8)}" fill="${theme.accent}"/>` +
    `<circle cx="150" cy="105" r="24" fill="#ffffff"/>` +
    text(
      150,
      106,
      fittedSize(theme.symbols[0] ?? '', 42, 16),
      theme.secondary,
      theme.symbols[0] ?? '',
    ),
};

/** Game thumbnail: the theme's gradient, a motif of the category, the name and the provider. */
export function gameThumbnailSvg(stored: GameArtwork, providerName: string): string {
  // Colours land in attributes unescaped by text(): escape them once here.
  const { primary, secondary, accent } = stored.theme;
  const game = {
    ...stored,
    theme: {
      ...stored.theme,
      primary: escapeXml(primary),
      secondary: escapeXml(secondary),
      accent: escapeXml(accent),
    },
  };
  const size = THUMBNAIL_SIZE;
  const id = gradientId('game', game.gpid, game.code);
  const lines = nameLines(game.name);
  const nameSize = Math.min(
    ...lines.map((line) => fittedSize(line, size - 36, lines.length === 1 ? 30 : 26)),
  );
  const firstLineY = lines.length === 1 ? 232 : 208;
  return svg(
    size,
    size,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${game.theme.primary}"/>` +
      `<stop offset="1" stop-color="${game.theme.secondary}"/></linearGradient></defs>` +
      // The name may be split over two lines: the title keeps it whole for screen readers.
      `<title>${escapeXml(game.name)}</title>` +
      `<rect width="${size}" height="${size}" rx="24" fill="url(#${id})"/>` +
      motifs[game.category](game) +
      lines
        .map((line, index) =>
          text(size / 2, firstLineY + index * (nameSize + 6), nameSize, '#ffffff', line),
        )
        .join('') +
      text(size / 2, 278, 14, game.theme.accent, providerName, 400),
  );
}
