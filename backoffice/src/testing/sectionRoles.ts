import type { SectionRoles } from '@croupier/contracts';

import sectionRoles from './section-roles.json';

/**
 * What the API answers for `GET sections` (its route guards' roles), for tests of the frame. The
 * API's own test (platform-api/src/modules/staff/sections.test.ts) checks its answer against the
 * same file.
 */
export const SECTION_ROLES = sectionRoles as SectionRoles;
