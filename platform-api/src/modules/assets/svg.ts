// Simple generated artwork: logos and banners drawn from text and brand colours.

import { createHash } from 'node:crypto';

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

export function brandLogoSvg(brandName: string, colours: BrandColours): string {
  return svg(
    320,
    64,
    `<rect width="320" height="64" rx="12" fill="${colours.background}"/>` +
      `<circle cx="32" cy="32" r="20" fill="${colours.primary}"/>` +
      text(32, 33, 20, colours.background, brandName.charAt(0).toUpperCase()) +
      text(186, 33, 22, colours.primary, brandName),
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
      text(width / 2, height * 0.42, headlineSize, colours.text, headline) +
      text(width / 2, height * 0.7, headlineSize / 2.5, colours.text, brandName, 400),
  );
}
