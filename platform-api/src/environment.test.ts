import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { EnvironmentSchema, readEnvironment } from './environment.js';

/** Variables of the README's table that the frontends' servers and `pnpm release` read. */
const NOT_THE_APIS = ['API_URL', 'RELEASES_DIR'];

/** The README's Configuration table: each row's variables and its default cell. */
function readmeRows(): { names: string[]; defaults: string }[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| variable |')));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [, variables = '', defaults = ''] = line.split('|');
      return {
        names: [...variables.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]!),
        defaults,
      };
    });
}

test("the README's Configuration table lists exactly the schema's variables, with their defaults", () => {
  const rows = readmeRows();
  const documented = rows.flatMap(({ names }) => names);
  const variables = Object.keys(EnvironmentSchema.properties);
  assert.deepEqual(
    documented.filter((name) => !NOT_THE_APIS.includes(name)).sort(),
    [...variables].sort(),
  );
  for (const [name, schema] of Object.entries(EnvironmentSchema.properties)) {
    const fallback = (schema as { default?: unknown }).default;
    if (fallback === undefined) continue;
    const row = rows.find(({ names }) => names.includes(name))!;
    assert.ok(row.defaults.includes(`\`${String(fallback)}\``), `${name}: default ${fallback}`);
  }
});

test('every variable is described', () => {
  for (const [name, schema] of Object.entries(EnvironmentSchema.properties)) {
    assert.ok((schema as { description?: string }).description, name);
  }
});

test('values are trimmed, empty ones unset, defaults filled in and numbers read', () => {
  const env = readEnvironment({ PORT: ' 4100 ', HOST: '', MIGRATIONS: 'off', OTHER: 'x' });
  assert.equal(env.PORT, 4100);
  assert.equal(env.HOST, '0.0.0.0');
  assert.equal(env.MIGRATIONS, 'off');
  assert.equal(env.LOTTERY_SCHEDULER, 'on');
  assert.equal(env.REDIS_URL, undefined);
  assert.equal('OTHER' in env, false);
});

test('a value the schema refuses stops the start, naming the variable', () => {
  for (const [env, name] of [
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: 'four' }, 'PORT'],
    [{ SHUTDOWN_GRACE_MS: '0' }, 'SHUTDOWN_GRACE_MS'],
    [{ MIGRATIONS: 'yes' }, 'MIGRATIONS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL'],
    [{ GATEWAY_URL: 'gateway' }, 'GATEWAY_URL'],
    [{ HUB88_OPERATOR_ID: '-3' }, 'HUB88_OPERATOR_ID'],
  ] as const) {
    assert.throws(() => readEnvironment(env), new RegExp(`Invalid environment: env/${name} `));
  }
});
