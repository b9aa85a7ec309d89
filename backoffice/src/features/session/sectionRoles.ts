import type { SectionRoles } from '@croupier/contracts';
import { adminGet } from '../admin-api';

export type { AdminSection, SectionRoles } from '@croupier/contracts';

/** The roles that open each section, as the API's route guards declare them. */
export const loadSectionRoles = () => adminGet<SectionRoles>('sections');
