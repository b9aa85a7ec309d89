import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { HDKey } from '@scure/bip32';

import { startApi, stopApis } from '../test/api-processes.js';
import { createTestDatabase, freePort, type TestDatabase } from '../test/harness.js';
import {
  DEMO_OPERATOR_KEY,
  DEMO_STAFF_SECRET_KEY,
  DEMO_WALLET_XPUB,
  demoProviderSecret,
} from './config.js';
import { describeScreeningList, productionProblems } from './production.js';

const originalsSigningKey = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const account = HDKey.fromMasterSeed(randomBytes(32)).derive("m/44'/0'/0'");
const screeningFolder = mkdtempSync(path.join(tmpdir(), 'screening-production-'));
const screeningList = path.join(screeningFolder, 'screening-list.csv');
writeFileSync(screeningList, 'name,date_of_birth\nJohn Doe,1970-01-01\n"Roe, Richard",\n');
const productionEnv = (
  databaseUrl = 'postgres://croupier_app@db/croupier',
  migrationDatabaseUrl = 'postgres://croupier_owner@db/croupier',
) => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  MIGRATION_DATABASE_URL: migrationDatabaseUrl,
  OPERATOR_KEY: randomBytes(24).toString('hex'),
  PROVIDER_SECRETS: JSON.stringify({ PG: randomBytes(24).toString('hex') }),
  WALLET_XPUB: account.publicExtendedKey,
  STAFF_SECRET_KEY: randomBytes(32).toString('hex'),
  SCREENING_LIST: screeningList,
  ORIGINALS_SIGNING_KEY: originalsSigningKey,
});
const REQUIRED = [
  'DATABASE_URL',
  'MIGRATION_DATABASE_URL',
  'OPERATOR_KEY',
  'PROVIDER_SECRETS',
  'WALLET_XPUB',
  'STAFF_SECRET_KEY',
  'SCREENING_LIST',
];
const EXIT_TIMEOUT_MS = 20_000;

/** Runs `tsx src/main.ts` until it exits by itself; fails if it is still running after a while. */
function runUntilExit(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: new URL('../', import.meta.url),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still running after ${EXIT_TIMEOUT_MS} ms:\n${output}`));
    }, EXIT_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('production mode', () => {
  it('names every required variable that is unset', () => {
    const problems = productionProblems({ NODE_ENV: 'production' });
    assert.equal(problems.length, REQUIRED.length);
    REQUIRED.forEach((variable, index) =>
      assert.match(problems[index] ?? '', new RegExp(variable)),
    );
  });

  it('refuses the demo secrets by name', () => {
    const problems = productionProblems({
      ...productionEnv(),
      OPERATOR_KEY: DEMO_OPERATOR_KEY,
      PROVIDER_SECRETS: JSON.stringify({
        PG: demoProviderSecret('PG'),
        SA: randomBytes(24).toString('hex'),
      }),
      WALLET_XPUB: DEMO_WALLET_XPUB,
    });
    assert.deepEqual(
      problems.map((problem) => problem.split(' ')[0]),
      ['OPERATOR_KEY', 'PROVIDER_SECRETS', 'WALLET_XPUB'],
    );
    assert.match(problems[1] ?? '', /PG the public demo secret/);
  });

  it('refuses a private wallet key, short secrets and malformed provider secrets', () => {
    const env = productionEnv();
    assert.deepEqual(
      productionProblems({
        ...env,
        OPERATOR_KEY: 'short',
        PROVIDER_SECRETS: '{not json',
        WALLET_XPUB: account.privateExtendedKey,
      }),
      [
        'OPERATOR_KEY is shorter than 16 characters: set a long random secret',
        'PROVIDER_SECRETS is not JSON: set a JSON object of gpid → secret',
        'WALLET_XPUB is a private key: give the API the extended public key only',
      ],
    );
    assert.deepEqual(productionProblems({ ...env, PROVIDER_SECRETS: '{"PG":"short"}' }), [
      'PROVIDER_SECRETS has secrets shorter than 16 characters for PG',
    ]);
  });

  it("refuses Hub88's demo key pair in either role, plain HTTP and a missing operator id", () => {
    const env = productionEnv();
    const demo = (name: string) =>
      fileURLToPath(new URL(`../test/fixtures/hub88-examples/${name}`, import.meta.url));
    assert.deepEqual(
      productionProblems({
        ...env,
        HUB88_API_URL: 'http://api.hub88.example',
        HUB88_PUBLIC_KEY_FILE: demo('public.pem'),
        HUB88_PRIVATE_KEY_FILE: demo('private.pem'),
      }),
      [
        'HUB88_API_URL is not an https URL: production calls Hub88 over TLS',
        'HUB88_OPERATOR_ID is unset: set the operator_id Hub88 gave you',
        "HUB88_PUBLIC_KEY_FILE is Hub88's public demo key pair: set Hub88's public key",
        "HUB88_PRIVATE_KEY_FILE is Hub88's public demo key pair: set your operator's private key",
      ],
    );
  });

  it('accepts Hub88 keys of its own', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'hub88-production-'));
    const file = (name: string, pem: string | Buffer) => {
      writeFileSync(path.join(folder, name), pem);
      return path.join(folder, name);
    };
    const hub88 = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const operator = generateKeyPairSync('rsa', { modulusLength: 2048 });
    assert.deepEqual(
      productionProblems({
        ...productionEnv(),
        HUB88_API_URL: 'https://api.hub88.example',
        HUB88_OPERATOR_ID: '42',
        HUB88_PUBLIC_KEY_FILE: file(
          'hub88.pem',
          hub88.publicKey.export({ type: 'spki', format: 'pem' }),
        ),
        HUB88_PRIVATE_KEY_FILE: file(
          'operator.pem',
          operator.privateKey.export({ type: 'pkcs8', format: 'pem' }),
        ),
      }),
      [],
    );
  });

  it('refuses secrets of few distinct characters, however long', () => {
    const env = productionEnv();
    assert.deepEqual(
      productionProblems({
        ...env,
        OPERATOR_KEY: 'a'.repeat(20),
        PROVIDER_SECRETS: JSON.stringify({ PG: 'abab'.repeat(10) }),
        STAFF_SECRET_KEY: 'a'.repeat(64),
      }),
      [
        'OPERATOR_KEY is guessable (too few distinct characters): set a random secret, e.g. `openssl rand -hex 32`',
        'PROVIDER_SECRETS has guessable secrets (too few distinct characters) for PG: set random ones, e.g. `openssl rand -hex 32`',
        'STAFF_SECRET_KEY is not random: make one with `openssl rand -hex 32`',
      ],
    );
  });

  it('refuses the demo staff secret key and a key of the wrong size', () => {
    const env = productionEnv();
    assert.deepEqual(productionProblems({ ...env, STAFF_SECRET_KEY: DEMO_STAFF_SECRET_KEY }), [
      'STAFF_SECRET_KEY is the public demo key: make one with `openssl rand -hex 32`',
    ]);
    assert.deepEqual(
      productionProblems({ ...env, STAFF_SECRET_KEY: randomBytes(16).toString('hex') }),
      ['STAFF_SECRET_KEY must be 32 bytes as 64 hex digits or base64'],
    );
    assert.deepEqual(productionProblems({ ...env, STAFF_SECRET_KEY_PREVIOUS: 'not a key' }), [
      'STAFF_SECRET_KEY_PREVIOUS must be 32 bytes as 64 hex digits or base64',
    ]);
  });

  it('refuses to trust every proxy, or every private network, for the client address', () => {
    const env = productionEnv();
    for (const trustProxy of [
      'true',
      'uniquelocal',
      'loopback, uniquelocal',
      '10.0.0.0/8',
      '0.0.0.0/0',
    ]) {
      const problems = productionProblems({ ...env, TRUST_PROXY: trustProxy });
      assert.equal(problems.length, 1, trustProxy);
      assert.match(problems[0] ?? '', /^TRUST_PROXY /, trustProxy);
    }
    for (const trustProxy of [
      'loopback',
      '172.28.0.10',
      'loopback, 172.28.0.10',
      '172.28.0.8/29',
    ]) {
      assert.deepEqual(productionProblems({ ...env, TRUST_PROXY: trustProxy }), [], trustProxy);
    }
  });

  it('refuses a screening list it cannot read, and reports the one it reads', () => {
    const env = productionEnv();
    assert.deepEqual(
      productionProblems({ ...env, SCREENING_LIST: path.join(screeningFolder, 'missing.csv') }),
      [
        `SCREENING_LIST ${path.join(screeningFolder, 'missing.csv')} cannot be read: production screens every verification against the operator's list`,
      ],
    );
    assert.match(
      describeScreeningList(screeningList),
      new RegExp(`^Screening list ${screeningList}: 2 entries, changed \\d{4}-\\d{2}-\\d{2}T`),
    );
  });

  it("refuses migrating and running as one role: the API's role must not own the tables", () => {
    const env = productionEnv();
    assert.deepEqual(
      productionProblems({ ...env, MIGRATION_DATABASE_URL: 'postgres://croupier_app:x@db2/c' }),
      [
        "MIGRATION_DATABASE_URL and DATABASE_URL log in as the same role: the API's role must not own the tables",
      ],
    );
    assert.deepEqual(productionProblems({ ...env, MIGRATION_DATABASE_URL: 'postgres://db/c' }), [
      'MIGRATION_DATABASE_URL is not a connection string with a user',
    ]);
  });

  it('needs no owner credentials in API processes that a one-shot migrate prepared for', () => {
    const { MIGRATION_DATABASE_URL: _owner, ...withoutOwner } = productionEnv();
    assert.deepEqual(productionProblems({ ...withoutOwner, MIGRATIONS: 'off' }), []);
    assert.match(productionProblems(withoutOwner).join('\n'), /^MIGRATION_DATABASE_URL is unset/);
    // Given anyway, it is still checked.
    assert.deepEqual(
      productionProblems({
        ...withoutOwner,
        MIGRATIONS: 'off',
        MIGRATION_DATABASE_URL: 'postgres://db/c',
      }),
      ['MIGRATION_DATABASE_URL is not a connection string with a user'],
    );
  });

  it('accepts a configuration of its own', () => {
    assert.deepEqual(productionProblems(productionEnv()), []);
  });

  describe('the API process', () => {
    let database: TestDatabase;
    before(async () => (database = await createTestDatabase()));
    after(async () => {
      await stopApis();
      await database.drop();
    });

    it('exits 1 without its secrets, naming each missing variable', async () => {
      const unset = Object.fromEntries(REQUIRED.map((variable) => [variable, '']));
      const { code, output } = await runUntilExit({
        ...unset,
        NODE_ENV: 'production',
        PORT: String(await freePort()),
        EMBEDDED_PG_PORT: String(await freePort()),
      });
      assert.equal(code, 1, output);
      for (const variable of REQUIRED) assert.match(output, new RegExp(`^${variable} `, 'm'));
    });

    it('exits 1 on the demo secrets', async () => {
      const { code, output } = await runUntilExit({
        ...productionEnv(database.url),
        OPERATOR_KEY: DEMO_OPERATOR_KEY,
        WALLET_XPUB: DEMO_WALLET_XPUB,
        PORT: String(await freePort()),
      });
      assert.equal(code, 1, output);
      assert.match(output, /^OPERATOR_KEY is the public demo key/m);
      assert.match(output, /^WALLET_XPUB is the public demo key/m);
    });

    it('exits 1 without a readable screening list', async () => {
      const { code, output } = await runUntilExit({
        ...productionEnv(database.url),
        SCREENING_LIST: path.join(screeningFolder, 'missing.csv'),
        PORT: String(await freePort()),
      });
      assert.equal(code, 1, output);
      assert.match(output, /^SCREENING_LIST .* cannot be read/m);
    });

    it('exits 1 when its database role is a superuser', async () => {
      // A second superuser: the owner's checks pass it, only the database can tell what it is.
      const role = `superuser_${randomBytes(4).toString('hex')}`;
      await database.ownerPool.query(`CREATE ROLE ${role} LOGIN SUPERUSER PASSWORD 'secret'`);
      try {
        const url = new URL(database.ownerUrl);
        url.username = role;
        url.password = 'secret';
        const { code, output } = await runUntilExit({
          ...productionEnv(url.toString(), database.ownerUrl),
          PORT: String(await freePort()),
        });
        assert.equal(code, 1, output);
        assert.match(output, new RegExp(`^DATABASE_URL logs in as ${role}, a superuser`, 'm'));
      } finally {
        await database.ownerPool.query(`DROP OWNED BY ${role}; DROP ROLE ${role}`);
      }
    });

    it('starts with every secret set and a database of its own', async () => {
      const host = await startApi(productionEnv(database.url, database.ownerUrl));
      const health = await fetch(`http://${host}/health`);
      assert.equal(health.status, 200);
    });
  });
});
