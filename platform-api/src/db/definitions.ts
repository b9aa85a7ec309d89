// Applies the SQL files of ./definitions at every start, after the migrations: one function,
// view or trigger per file, each replacing its object with what the file says (see the folder's
// README.md).

import { readdir, readFile } from 'node:fs/promises';

import type pg from 'pg';

import { inTransaction } from './pool.js';

const definitionsDir = new URL('./definitions/', import.meta.url);
const DEFINITION_FILE = /^([a-z0-9_]+)\.sql$/;

/** The folders of ./definitions in the order they are applied: views and triggers use functions. */
export const DEFINITION_KINDS = ['functions', 'views', 'triggers'] as const;
export type DefinitionKind = (typeof DEFINITION_KINDS)[number];

export interface DefinitionFile {
  kind: DefinitionKind;
  /** The name of the object the file defines: the file's name without `.sql`. */
  name: string;
  sql: string;
}

/** Every definition file, in the order they are applied: by kind, then by name. */
export async function definitionFiles(): Promise<DefinitionFile[]> {
  const files: DefinitionFile[] = [];
  for (const kind of DEFINITION_KINDS) {
    const folder = new URL(`${kind}/`, definitionsDir);
    for (const file of (await readdir(folder)).sort()) {
      const name = DEFINITION_FILE.exec(file)?.[1];
      if (name === undefined) throw new Error(`Not a definition file: ${kind}/${file}`);
      files.push({ kind, name, sql: await readFile(new URL(file, folder), 'utf8') });
    }
  }
  return files;
}

/**
 * Applies every definition; the caller holds the schema advisory lock. Each file runs in a
 * transaction of its own, so a trigger's table is locked only while its own file runs.
 */
export async function applyDefinitions(client: pg.PoolClient): Promise<void> {
  for (const { kind, name, sql } of await definitionFiles()) {
    await inTransaction(client, () => client.query(sql)).catch((error: unknown) => {
      throw new Error(`Definition ${kind}/${name}.sql failed`, { cause: error });
    });
  }
}
