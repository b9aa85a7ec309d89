// The static game data files (docs/api.md#static-data-files). Each API process builds them from
// the database once per catalogue version (a trigger moves the version on at every change), with
// their brotli and gzip forms and an ETag, and answers every read from those bytes.

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import {
  BrandIdSchema,
  GameCategorySchema,
  GameProviderSchema,
  GameSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';

import type { Queryable } from '../../db/pool.js';
import { matchesEtag } from '../../http/etag.js';
import { responses } from '../../http/schemas.js';
import { requireKnownBrand } from './known-brand.js';
import { listGameCategories, listGameProviders, listGames } from './repository.js';

export interface DataFileRoutesOptions {
  db: pg.Pool;
}

const CACHE_CONTROL = 'public, max-age=60';

const DataFileQuery = Type.Object(
  { brandId: Type.Optional(BrandIdSchema) },
  { additionalProperties: false },
);

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One data file as sent: its JSON and the same bytes compressed, named by its content. */
interface DataFile {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

type Encoding = 'br' | 'gzip';

const DATA_FILES = {
  'listofgame.json': {
    summary: 'Every game',
    schema: Type.Object({ body: Type.Array(GameSchema), total: Type.Integer() }),
    read: async (db: Queryable, brandId: string | null) => {
      const games = await listGames(db, 'all', brandId);
      return { body: games, total: games.length };
    },
  },
  'listOfRecommendedGame.json': {
    summary: 'Recommended games',
    schema: Type.Array(GameSchema),
    read: (db: Queryable, brandId: string | null) => listGames(db, 'recommended', brandId),
  },
  'listOfPopularGame.json': {
    summary: 'Popular games',
    schema: Type.Array(GameSchema),
    read: (db: Queryable, brandId: string | null) => listGames(db, 'popular', brandId),
  },
  'listOfGameProvider.json': {
    summary: 'Game providers',
    schema: Type.Array(GameProviderSchema),
    read: (db: Queryable, brandId: string | null) => listGameProviders(db, 'all', brandId),
  },
  'listOfGameCategory.json': {
    summary: 'Game categories',
    schema: Type.Array(GameCategorySchema),
    read: (db: Queryable) => listGameCategories(db),
  },
} satisfies Record<
  string,
  { summary: string; schema: TSchema; read: (db: Queryable, brandId: string | null) => unknown }
>;

type DataFileName = keyof typeof DATA_FILES;

async function encode(content: unknown): Promise<DataFile> {
  const identity = Buffer.from(JSON.stringify(content));
  const [br, gzipped] = await Promise.all([
    brotliCompress(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url')}"`;
  return { etag, identity, br, gzip: gzipped };
}

async function buildDataFiles(
  db: Queryable,
  brandId: string | null,
): Promise<Map<DataFileName, DataFile>> {
  const names = Object.keys(DATA_FILES) as DataFileName[];
  const files = await Promise.all(
    names.map(async (name) => encode(await DATA_FILES[name].read(db, brandId))),
  );
  return new Map(names.map((name, index) => [name, files[index]!]));
}

/**
 * The files of the catalogue's current version, built at the first read of each version: the
 * whole catalogue, and per brand asked for, without what the brand suspended (disable on demand).
 */
export function createDataFileStore(db: Queryable) {
  let version: string | null = null;
  let built = new Map<string, Promise<Map<DataFileName, DataFile>>>();
  return async function readDataFile(
    name: DataFileName,
    brandId: string | null = null,
  ): Promise<DataFile> {
    const { rows } = await db.query<{ version: string }>('SELECT version FROM catalog_version');
    const current = rows[0]!.version;
    if (version !== current) {
      version = current;
      built = new Map();
    }
    const key = brandId ?? '';
    let files = built.get(key);
    if (files === undefined) {
      const building = buildDataFiles(db, brandId);
      const store = built;
      store.set(key, building);
      // A failed build is not kept: the next read tries again.
      building.catch(() => {
        if (store.get(key) === building) store.delete(key);
      });
      files = building;
    }
    return (await files).get(name)!;
  };
}

/** The best encoding the client accepts (brotli, then gzip), or none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, quality]) => !/^q=0(\.0*)?$/.test(quality ?? ''))
      .map(([coding]) => coding),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function send(request: FastifyRequest, reply: FastifyReply, file: DataFile) {
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', file.etag)
    .header('vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(file[encoding ?? 'identity']);
}

export const dataFileRoutes: FastifyPluginAsyncTypebox<DataFileRoutesOptions> = async (
  app,
  { db },
) => {
  const readDataFile = createDataFileStore(db);
  for (const [name, file] of Object.entries(DATA_FILES)) {
    app.get(
      `/${name}`,
      {
        schema: {
          tags: ['data files'],
          summary: file.summary,
          description:
            "With brandId, the brand's lobby: what it suspended (disable on demand) left out.",
          querystring: DataFileQuery,
          response: responses(file.schema),
        },
      },
      async (request, reply) => {
        const { brandId } = request.query;
        if (brandId !== undefined) await requireKnownBrand(db, brandId);
        return send(request, reply, await readDataFile(name as DataFileName, brandId ?? null));
      },
    );
  }
};
