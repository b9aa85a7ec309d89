// Sanctions and PEP screening at verification: a person is checked by name and date of birth
// against a list. One adapter: a CSV file the operator maintains (SCREENING_LIST), read at each
// check so edits apply without a restart.

import { readFile } from 'node:fs/promises';

export interface ScreenedPerson {
  fullName: string;
  /** YYYY-MM-DD, or null when unknown. */
  dateOfBirth: string | null;
}

export interface ScreeningList {
  /** The entry matching the person, as the list writes it; null when none does. */
  match(person: ScreenedPerson): Promise<string | null>;
}

/** Case, accents, punctuation and spacing aside, names compare equal. */
export function normalizedName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface ListEntry {
  name: string;
  dateOfBirth: string | null;
  line: string;
}

/**
 * Lines `name,date_of_birth` (the date may be empty: then the name alone matches); a first line
 * `name,…` is a header, and lines starting with # are comments. Names may be quoted.
 */
export function parseScreeningCsv(text: string): ListEntry[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, quoted, plain, date] = /^(?:"([^"]*)"|([^,]*))(?:,\s*(\S*))?/.exec(line) ?? [];
      return { name: (quoted ?? plain ?? '').trim(), dateOfBirth: date || null, line };
    })
    .filter((entry, index) => !(index === 0 && entry.name.toLowerCase() === 'name'));
}

export function csvScreeningList(path: string): ScreeningList {
  return {
    async match(person) {
      const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      const name = normalizedName(person.fullName);
      const hit = parseScreeningCsv(text).find(
        (entry) =>
          normalizedName(entry.name) === name &&
          (entry.dateOfBirth === null || entry.dateOfBirth === person.dateOfBirth),
      );
      return hit?.line ?? null;
    },
  };
}
