// Test support for sweeping every route: the routes of the app's OpenAPI document, a value that
// satisfies a JSON schema, and the paths of the strings and dates inside such a value.

import { randomUUID } from 'node:crypto';

import type { App } from '../src/app.js';

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PATCH';
  /** OpenAPI form: `/admin/v1/transactions/{id}/approve`. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the app's OpenAPI document. */
export function operationsOf(app: App): Operation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

// Strings that satisfy the patterns the API's schemas use; the first that fits is taken.
const PATTERN_CANDIDATES = [
  'PP',
  'IDR',
  'player_1',
  'goodPassw0rd',
  '1000.00',
  '1000',
  '0',
  'a@example.com',
  '+6281234567890',
  '1234567890',
  '123456',
  'Test Player',
  `0x${'a'.repeat(64)}`,
  'http://127.0.0.1/releases/1.0.0-aaaaaaaaaa/mf-manifest.json',
  'logo.svg',
  'PP.svg',
  'welcome-desktop.svg',
  `${'A'.repeat(43)}.png`,
  'PP:test-slot',
  '#0a84c6',
  '0.01',
  '/assets/brands/PP/logo.svg',
  '/account/',
];

/** The sampled dates: sweeps recognise date fields by these values. */
export const DATE_SAMPLE = '2024-01-31';
export const DATE_TIME_SAMPLE = '2024-01-31T12:00:00.000Z';

const FORMAT_SAMPLES: Record<string, () => string> = {
  date: () => DATE_SAMPLE,
  'date-time': () => DATE_TIME_SAMPLE,
  uuid: () => randomUUID(),
  uri: () => 'http://127.0.0.1/releases/1.0.0-aaaaaaaaaa/mf-manifest.json',
  email: () => 'a@example.com',
};

function sampleString(schema: JsonSchema): string {
  if (schema.format !== undefined && FORMAT_SAMPLES[schema.format] !== undefined) {
    return FORMAT_SAMPLES[schema.format]!();
  }
  const fits = (candidate: string) =>
    candidate.length >= (schema.minLength ?? 0) &&
    candidate.length <= (schema.maxLength ?? Infinity) &&
    (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(candidate));
  return [...PATTERN_CANDIDATES, 'sample text'].find(fits) ?? 'x'.repeat(schema.minLength ?? 1);
}

/** A value that satisfies `schema`, with every optional property present. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined) {
    const first = alternatives.find((alternative) => alternative.type !== 'null');
    return sampleOf(first ?? alternatives[0]!);
  }
  if (schema.allOf !== undefined) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part) as object));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        sampleOf(schema.items ?? {}),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          sampleOf(property),
        ]),
      );
    default:
      return {};
  }
}

export type FieldPath = (string | number)[];

/** The paths of the string leaves of `value`. */
export function stringPaths(value: unknown, path: FieldPath = []): FieldPath[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

/** A deep copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: FieldPath, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withLeaf(copy[head!], rest, leaf);
  return copy;
}

/** What a call carries that a client chooses: path parameters, query and body. */
export interface Probe {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** A call of `operation` that passes its schemas. */
export function sampleProbe(operation: Operation): Probe {
  const sampled = (place: 'path' | 'query') =>
    Object.fromEntries(
      operation.parameters
        .filter((parameter) => parameter.in === place)
        .map((parameter) => [parameter.name, sampleOf(parameter.schema)]),
    );
  return {
    params: sampled('path'),
    query: sampled('query'),
    body: operation.body === undefined ? undefined : sampleOf(operation.body),
  };
}

/** The URL of `probe`: its parameters in the path, its query after it. */
export function urlOf(operation: Operation, probe: Probe): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(probe.params[name])),
  );
  const query = new URLSearchParams(
    Object.entries(probe.query).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return query === '' ? path : `${path}?${query}`;
}
