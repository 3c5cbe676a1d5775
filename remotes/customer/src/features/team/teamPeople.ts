import { BUSINESS_ROLES, type BusinessRole } from '@portal/contracts/roles';
import { BUSINESS_ROLE_HINTS } from '@portal/contracts/teams';
import { BUSINESS_ROLE_LABELS } from '@portal/words/roles';
import type { PeopleWords } from '@portal/ui';

/** The business's roles and their words, as the shared invite form and member list take them. */
export const TEAM_PEOPLE: PeopleWords<BusinessRole> = {
  roles: BUSINESS_ROLES,
  roleLabels: BUSINESS_ROLE_LABELS,
  roleHints: BUSINESS_ROLE_HINTS,
};
