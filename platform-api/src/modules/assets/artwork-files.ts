// How the artwork routes name their files: `<name>.svg`, or `<name>.avif?w=<width>` and
// `<name>.webp?w=<width>` for the same drawing as an AVIF or WebP at one of ARTWORK_WIDTHS
// (raster.ts), which spares a phone's main thread the SVG's parsing and rasterizing.

import { ARTWORK_WIDTHS, type ArtworkWidth } from '@croupier/contracts';
import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Queryable } from '../../db/pool.js';
import { badRequestError } from '../../http/errors.js';
import { matchesEtag } from '../../http/etag.js';
import { fontsCover } from './fonts.js';
import { sendRevalidated } from './revalidated.js';
import { rasterOf, variantEtag, type RasterFormat } from './raster.js';

/** The file parameter of a resource whose names match `namePattern` (a regex without anchors). */
export const artworkFile = (namePattern: string) =>
  Type.String({ pattern: `^${namePattern}\\.(svg|avif|webp)$` });

export const ArtworkFile = (namePattern: string) => Type.Object({ file: artworkFile(namePattern) });

export const artworkName = (file: string) => file.replace(/\.(svg|avif|webp)$/, '');

const WidthQuery = {
  w: Type.Optional(
    // A query string is text, and the API coerces no types.
    Type.Unsafe<`${ArtworkWidth}`>({
      type: 'string',
      enum: ARTWORK_WIDTHS.map(String),
      description: 'The width in pixels (required for `.avif` and `.webp`, ignored for `.svg`)',
    }),
  ),
};

/** Every artwork route's schema: its parameters, and `?w=` beside any query of its own. */
export const artworkRouteSchema = <T extends TSchema, Q extends TProperties = TProperties>(
  params: T,
  query?: Q,
) => ({
  tags: ['assets'],
  params,
  querystring: Type.Object({ ...WidthQuery, ...(query as Q) }),
});

/** What a request asks of one drawing: its file (`.svg`, `.avif` or `.webp`) and a raster's width. */
export interface ArtworkAsk {
  file: string;
  w?: `${ArtworkWidth}`;
}

/** The text an artwork SVG draws (its `<text>` elements, unescaped). */
function drawnText(svg: string): string {
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)]
    .map(([, content]) =>
      content!.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code))),
    )
    .join(' ');
}

/** The SVG of a raster request: its URL with the extension changed and without `w`. */
function svgUrlOf(url: string): string {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.delete('w');
  const rest = params.toString();
  return `${path.replace(/\.(avif|webp)$/, '.svg')}${rest ? `?${rest}` : ''}`;
}

/** Catalogue artwork changes only with the catalogue: kept a day, then revalidated by its ETag. */
const CATALOG_RASTER_CACHE = 'public, max-age=86400';

const rasterFormatOf = (file: string) =>
  (/\.(avif|webp)$/.exec(file)?.[1] as RasterFormat | undefined) ?? null;

/**
 * Answers `svg` as the file asks: the SVG itself, or its AVIF or WebP at `?w=`. Artwork drawn from
 * settings an operator changes (`revalidate`) is asked for again on each load and answered 304 if
 * unchanged.
 */
export async function sendArtwork(
  request: FastifyRequest,
  reply: FastifyReply,
  svg: string,
  { file, w }: ArtworkAsk,
  { db, revalidate = false }: { db: Queryable; revalidate?: boolean },
) {
  const format = rasterFormatOf(file);
  if (format === null) {
    reply.header('content-type', 'image/svg+xml; charset=utf-8');
    return revalidate ? sendRevalidated(request, reply, svg) : reply.send(svg);
  }
  if (w === undefined) throw badRequestError(`A .${format} artwork needs its width: ?w=`);
  const width = Number(w) as ArtworkWidth;
  // This host's fonts cannot draw the text: the player's browser draws the SVG instead.
  if (!(await fontsCover(drawnText(svg)))) return reply.redirect(svgUrlOf(request.url), 307);
  const etag = variantEtag({ svg }, format, width);
  reply
    .header('content-type', `image/${format}`)
    .header('cache-control', revalidate ? 'no-cache' : CATALOG_RASTER_CACHE)
    .header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(await rasterOf(db, { svg }, format, width));
}
