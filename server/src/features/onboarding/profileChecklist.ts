import { PROFILE_CHECKLIST_FIELDS, type ProfileChecklistField } from '@portal/contracts/onboarding';

/** The profile's values the checklist looks at (a stored profile row has them all). */
export type ChecklistProfile = Record<Exclude<ProfileChecklistField, 'directorInfo'>, string> & {
  directors: readonly unknown[];
};

/**
 * The profile fields still missing, in the checklist's order: all of them before the first save, a
 * blank text field, no director. The customer's onboarding checklist and the admin's registration
 * review both count with this one rule, so they always agree.
 */
export function missingProfileFields(profile: ChecklistProfile | undefined): ProfileChecklistField[] {
  return PROFILE_CHECKLIST_FIELDS.filter((field) => {
    if (!profile) return true;
    if (field === 'directorInfo') return profile.directors.length === 0;
    return profile[field].trim() === '';
  });
}
