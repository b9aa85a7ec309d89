// `operator staff add`: creates a staff member straight in the database, the bootstrap of the
// back office (the API's staff routes need an owner to call them). DATABASE_URL selects the
// database, else the embedded one `pnpm start` runs (EMBEDDED_PG_PORT).

import { parseArgs } from 'node:util';

import { loadConfig } from '../src/config.js';
import { EMBEDDED_DATABASE, embeddedConnectionString } from '../src/db/embedded-postgres.js';
import { createPool, withTransaction } from '../src/db/pool.js';
import { STAFF_ROLES, type StaffRole } from '../src/http/admin-access.js';
import { auditCliWrite } from '../src/modules/audit/index.js';
import { brandExists } from '../src/modules/brand/index.js';
import {
  createStaff,
  resealStaffTotpSecrets,
  setStaffSecretKeys,
} from '../src/modules/staff/index.js';
import { parseSecretKey } from '../src/security/secret-box.js';

export const STAFF_USAGE = `  staff add <username> --role <role> [--role …] [--brand <brandId> …] [--password <p>] [--json]
                                               create a staff member in the database (every brand
                                               without --brand; a one-time password and the TOTP
                                               secret are printed once). Roles: ${STAFF_ROLES.join(', ')}
  staff reseal-secrets                         seal every staff TOTP secret again under
                                               STAFF_SECRET_KEY (opening old ones with
                                               STAFF_SECRET_KEY_PREVIOUS): a key rotation`;

export class UsageError extends Error {}

export async function runStaffCommand(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      role: { type: 'string', multiple: true },
      brand: { type: 'string', multiple: true },
      password: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const [subcommand, username, ...extra] = positionals;
  if (subcommand === 'reseal-secrets' && username === undefined) return resealSecrets();
  if (subcommand !== 'add' || username === undefined || extra.length > 0) {
    throw new UsageError(`Usage:\n${STAFF_USAGE}`);
  }
  const roles = values.role ?? [];
  const unknown = roles.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role));
  if (roles.length === 0 || unknown.length > 0) {
    throw new UsageError(`Give --role, one or more of ${STAFF_ROLES.join(', ')}`);
  }
  const pool = configuredPool();
  try {
    for (const brandId of values.brand ?? []) {
      if (!(await brandExists(pool, brandId))) throw new UsageError(`Unknown brand ${brandId}`);
    }
    const created = await withTransaction(pool, async (client) => {
      const staff = await createStaff(client, {
        username,
        roles: [...new Set(roles)] as StaffRole[],
        brandIds: values.brand === undefined ? null : [...new Set(values.brand)],
        ...(values.password === undefined ? {} : { password: values.password }),
      });
      await auditCliWrite(client, {
        action: 'staff.create',
        target: staff.member.username,
        after: staff.member,
      });
      return staff;
    });
    const shown = {
      username: created.member.username,
      password: created.password,
      totpSecret: created.totpSecret,
      otpauthUri: created.otpauthUri,
    };
    if (values.json) {
      console.info(JSON.stringify(shown));
      return;
    }
    console.info(
      `Created ${shown.username} (${roles.join(', ')}; brands: ${values.brand?.join(', ') ?? 'all'}).`,
    );
    console.info(
      `Password: ${shown.password}${created.member.mustChangePassword ? ' (one-time: changed at the first login)' : ''}`,
    );
    console.info(`TOTP secret: ${shown.totpSecret}\nAuthenticator URI: ${shown.otpauthUri}`);
    console.info('Shown once: pass them on privately.');
  } finally {
    await pool.end();
  }
}

/** The database of DATABASE_URL, else `pnpm start`'s embedded one; the staff secret keys set. */
function configuredPool() {
  const config = loadConfig();
  setStaffSecretKeys({
    current: config.app.staffSecretKey,
    previous: config.app.staffSecretKeyPrevious,
  });
  const databaseUrl =
    config.databaseUrl ?? embeddedConnectionString(config.embeddedPostgres.port, EMBEDDED_DATABASE);
  return createPool(databaseUrl, { error: () => undefined });
}

async function resealSecrets(): Promise<void> {
  const pool = configuredPool();
  const keyId = parseSecretKey(loadConfig().app.staffSecretKey).id;
  try {
    const resealed = await withTransaction(pool, async (client) => {
      const count = await resealStaffTotpSecrets(client);
      await auditCliWrite(client, {
        action: 'staff.reseal-secrets',
        target: null,
        after: { resealed: count, keyId },
      });
      return count;
    });
    console.info(`Sealed the TOTP secrets of ${resealed} staff members under key ${keyId}.`);
  } finally {
    await pool.end();
  }
}
