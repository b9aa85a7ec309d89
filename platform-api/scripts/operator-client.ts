// The operator CLI's side of the admin API (/admin/v1): where it is, the key it calls with, and
// how answers and refusals are shown. API_URL selects the server; OPERATOR_KEY (or --api-key) the
// key.

import { DEMO_OPERATOR_KEY } from '../src/config.js';

const apiUrl = (process.env.API_URL?.trim() || 'http://127.0.0.1:4000').replace(/\/+$/, '');
let operatorKey = process.env.OPERATOR_KEY?.trim() || DEMO_OPERATOR_KEY;

/** A refusal or a wrong argument: reported as one line. */
export class CommandError extends Error {}

export async function call(
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(`${apiUrl}/admin/v1${path}`, {
    method,
    headers: {
      ...headers,
      'x-operator-key': operatorKey,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).catch((error: unknown) => {
    throw new CommandError(`Cannot reach ${apiUrl}: ${(error as Error).message}`);
  });
  if (!response.ok) {
    const text = await response.text();
    let message = text;
    try {
      const parsed = JSON.parse(text) as { errorCode?: number; message?: string };
      message = `${parsed.message ?? text} (errorCode ${parsed.errorCode ?? '?'})`;
    } catch {
      // Not JSON: show the body as it came.
    }
    throw new CommandError(`HTTP ${response.status}: ${message}`);
  }
  return response;
}

export async function callJson<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  headers?: Record<string, string>,
): Promise<T> {
  const response = await call(method, path, body, headers);
  return ((await response.json()) as { data: T }).data;
}

/** Left-aligned columns with a header rule. */
export function printTable(rows: Array<Record<string, string>>) {
  const [first] = rows;
  if (first === undefined) return;
  const columns = Object.keys(first);
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  console.info(line(columns));
  console.info(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.info(line(columns.map((column) => row[column] ?? '')));
}

/** The key every later call sends: --api-key when given. */
export function setOperatorKey(key: string | undefined): void {
  operatorKey = key ?? operatorKey;
}

/** A required argument, or a refusal naming it. */
export function requireArgument(value: string | undefined, name: string): string {
  if (value === undefined || value === '') throw new CommandError(`Missing ${name}`);
  return value;
}
