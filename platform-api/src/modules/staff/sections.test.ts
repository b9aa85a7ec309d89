// GET /admin/v1/sections answers each back-office section's roles from its routes' guards.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, test } from 'node:test';

import { startTestApp } from '../../../test/harness.js';
import { logIn, staffMember, totpCode } from '../../../test/operators.js';
import type { DeclaredAdminRoute } from '../../http/admin-access.js';
import { SECTION_READS, sectionRoles } from './sections.js';

const { app, pool, close } = await startTestApp();
after(close);

const hub88Served = app.adminRoutes.some((route) => route.url.startsWith('/admin/v1/hub88/'));

const backOfficeSectionRoles = async (): Promise<Record<string, string[]>> =>
  JSON.parse(
    await readFile(
      new URL('../../../../backoffice/src/testing/section-roles.json', import.meta.url),
      'utf8',
    ),
  );

test("a staff session reads each section's roles, as the back office's menu had them", async () => {
  const member = await staffMember(pool, ['support']);
  const { cookie } = await logIn(app, {
    username: member.username,
    password: member.password,
    totp: await totpCode(member.totpSecret),
  });
  const answer = await app.inject({
    method: 'GET',
    url: '/admin/v1/sections',
    headers: { cookie: cookie ?? '' },
  });

  assert.equal(answer.statusCode, 200);
  const sorted = (roles: string[]) => [...roles].sort();
  const sections = answer.json().data as Record<string, string[]>;
  // The back office's tests draw their frame from the same roles (one file for both).
  const expected = { ...(await backOfficeSectionRoles()) };
  if (!hub88Served) {
    for (const section of ['hub88Prepaids', 'hub88Promotions', 'hub88Reconciliation']) {
      expected[section] = [];
    }
  }
  assert.deepEqual(Object.keys(sections).sort(), Object.keys(expected).sort());
  for (const [section, roles] of Object.entries(expected)) {
    assert.deepEqual(sorted(sections[section] ?? []), sorted(roles), section);
  }
});

test('every read a section names is a declared admin route', () => {
  const declared = new Set(app.adminRoutes.map((route) => `${route.method} ${route.url}`));
  for (const [section, reads] of Object.entries(SECTION_READS)) {
    for (const read of reads) {
      if (read.includes('/hub88/') && !hub88Served) continue;
      assert.ok(declared.has(read.replace(' ', ' /admin/v1')), `${section}: ${read}`);
    }
  }
});

test("a change to a route's roles is the change of its section's roles", () => {
  const route = (url: string, roles: DeclaredAdminRoute['roles']): DeclaredAdminRoute => ({
    method: 'GET',
    url: `/admin/v1${url}`,
    roles,
    everyBrand: false,
  });
  const narrow = sectionRoles([route('/rates', ['payments'])]);
  const widened = sectionRoles([route('/rates', ['payments', 'support'])]);

  assert.deepEqual(narrow.rates, ['payments']);
  assert.deepEqual(widened.rates, ['payments', 'support']);
  assert.deepEqual(widened.kyc, [], 'a section whose routes are not served has no role');
});

test('only a signed-in staff member reads the sections', async () => {
  const answer = await app.inject({ method: 'GET', url: '/admin/v1/sections' });
  assert.equal(answer.statusCode, 401);
});
