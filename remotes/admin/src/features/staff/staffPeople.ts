import { STAFF_ROLES, type StaffRole } from '@portal/contracts/roles';
import { STAFF_ROLE_HINTS } from '@portal/contracts/staff';
import { STAFF_ROLE_LABELS } from '@portal/words/roles';
import type { PeopleWords } from '@portal/ui';

/** The staff's roles and their words, as the shared invite form and member list take them. */
export const STAFF_PEOPLE: PeopleWords<StaffRole> = {
  roles: STAFF_ROLES,
  roleLabels: STAFF_ROLE_LABELS,
  roleHints: STAFF_ROLE_HINTS,
};
